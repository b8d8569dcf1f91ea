import express, { type Router } from 'express';
import { classifyFailure, logEvent, type ApiContext, type BackendAddresses, type ResponseCache } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';
import { OUTAGE_RETRY_AFTER_S } from './outage';

/** What an endpoint gets: the brand, the request's query and the server's backend context per locale (shared cache). */
export interface SiteEndpointRequest {
  brand: BrandConfig;
  query: URLSearchParams;
  api(locale: Locale): ApiContext;
}

/**
 * A small JSON answer a feature computes on the server for the browser, e.g. the fair-price ratings of a list page the
 * browser loaded itself (decision 0048). The app passes the site's endpoints to the server, like its sitemap sources.
 */
export interface SiteEndpoint {
  /** the path it answers GET on, outside every page's path (e.g. `/data/fair-prices`) */
  path: string;
  /** the answer; null: a request it cannot answer (400). A backend outage answers 503, never a partial answer. */
  answer(request: SiteEndpointRequest): Promise<unknown>;
}

/** The query string an endpoint reads at most (a list filter is far below). */
const MAX_QUERY_LENGTH = 4_096;

export function siteEndpointsRouter(
  brand: BrandConfig,
  backends: BackendAddresses,
  endpoints: readonly SiteEndpoint[],
  backendTimeoutMs?: number,
  responseCache?: ResponseCache,
): Router {
  const router = express.Router();
  const api = apiContextFor(brand, backends, backendTimeoutMs, responseCache);
  for (const endpoint of endpoints) {
    router.get(endpoint.path, (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const search = req.originalUrl.split('?')[1] ?? '';
      if (search.length > MAX_QUERY_LENGTH) return void res.status(400).json({ error: 'bad request' });
      endpoint.answer({ brand, query: new URLSearchParams(search), api }).then(
        (answer) => (answer === null ? res.status(400).json({ error: 'bad request' }) : res.json(answer)),
        (error: unknown) => {
          // what the backend does not know (a dealer that is gone) is not there; anything else is an outage
          if (classifyFailure(error) === 'absence') return void res.status(404).json({ error: 'not found' });
          logEvent('warn', `${endpoint.path}: backend outage`, { err: error });
          res.status(503).setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S)).json({ error: 'unavailable' });
        },
      );
    });
  }
  return router;
}
