import type { Request, Router } from 'express';
import express from 'express';
import type { BackendAddresses } from '@carweb/api-http';
import { buildSitemap, cachedFor, robotsTxt, type DealerSitemapSource } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';

/** SPEC §9: cache 3600 s. */
const ONE_HOUR_MS = 3_600_000;
const CACHE_CONTROL = 'public, max-age=3600';

const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Per-brand robots.txt and sitemap.xml (dealer pages and what the sources add per dealer, e.g. vehicles). */
export function seoFilesRouter(brand: BrandConfig, backends: BackendAddresses, sitemapSources: readonly DealerSitemapSource[] = []): Router {
  const router = express.Router();
  const sitemap = cachedFor(ONE_HOUR_MS, (origin) => buildSitemap(brand, origin, apiContextFor(brand, backends), sitemapSources));
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res, next) => {
    sitemap(originOf(req)).then((xml) => {
      res.type('application/xml').setHeader('Cache-Control', CACHE_CONTROL);
      res.send(xml);
    }, next);
  });
  return router;
}
