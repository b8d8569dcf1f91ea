import type { Router } from 'express';
import express from 'express';
import { classifyFailure, logEvent, type BackendAddresses } from '@carweb/api-http';
import { buildSitemap, cachedFor, robotsTxt, type SitemapSource } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';
import { OUTAGE_RETRY_AFTER_S } from './outage';
import type { SiteOrigin } from './site-origin';

/** SPEC §9: cache 3600 s. */
const ONE_HOUR_MS = 3_600_000;
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Per-brand robots.txt and sitemap.xml (dealer pages and what the sources add per dealer, e.g. vehicles), for the
 * configured public origin only: one sitemap per site, whatever hosts requests name (decision 0058).
 */
export function seoFilesRouter(
  brand: BrandConfig,
  site: SiteOrigin,
  backends: BackendAddresses,
  sitemapSources: readonly SitemapSource[] = [],
  backendTimeoutMs?: number,
  /** how long a built sitemap is kept: an hour (SPEC §9), none when the server keeps no backend answers (BACKEND_CACHE=off) */
  keepMs = ONE_HOUR_MS,
): Router {
  const router = express.Router();
  const sitemap = cachedFor(keepMs, () =>
    buildSitemap(brand, site.publicOrigin, apiContextFor(brand, backends, backendTimeoutMs), sitemapSources),
  );
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(robotsTxt(site.publicOrigin));
  });
  router.get('/sitemap.xml', (_req, res, next) => {
    sitemap(site.publicOrigin).then(
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
