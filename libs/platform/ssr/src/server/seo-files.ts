import type { Request, Router } from 'express';
import express from 'express';
import { classifyFailure, logEvent, type BackendAddresses } from '@carweb/api-http';
import { buildSitemap, cachedFor, robotsTxt, type SitemapSource } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';
import { OUTAGE_RETRY_AFTER_S } from './outage';

/** SPEC §9: cache 3600 s. */
const ONE_HOUR_MS = 3_600_000;
const CACHE_CONTROL = 'public, max-age=3600';

const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Per-brand robots.txt and sitemap.xml (dealer pages and what the sources add per dealer, e.g. vehicles). */
export function seoFilesRouter(
  brand: BrandConfig,
  backends: BackendAddresses,
  sitemapSources: readonly SitemapSource[] = [],
  backendTimeoutMs?: number,
): Router {
  const router = express.Router();
  const sitemap = cachedFor(ONE_HOUR_MS, (origin) =>
    buildSitemap(brand, origin, apiContextFor(brand, backends, backendTimeoutMs), sitemapSources),
  );
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res, next) => {
    sitemap(originOf(req)).then(
      (xml) => {
        res.type('application/xml').setHeader('Cache-Control', CACHE_CONTROL);
        res.send(xml);
      },
      (error: unknown) => {
        // the dealer list is the sitemap's critical data: an outage answers 503, never a partial file (decision 0015)
        if (classifyFailure(error) !== 'outage') return next(error);
        logEvent('warn', 'sitemap.xml: backend outage', { err: error });
        res.status(503).setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S)).setHeader('Cache-Control', 'no-store');
        res.type('text/plain').send('Service Unavailable');
      },
    );
  });
  return router;
}
