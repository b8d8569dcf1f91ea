import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { createStaticHandler } from 'react-router-dom';
import { createServer, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { appendForwardedHeaders } from './proxy-forwarded';
import {
  BACKEND_SERVICES,
  backendAddressesForHost,
  DEFAULT_TIMEOUT_MS,
  logEvent,
  type BackendAddresses,
  type PreviewHostRule,
} from '@carweb/api-http';
import type { SitemapSource } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { CreateRoutes } from '../create-routes';
import type { PageAssets } from '../document/assets-context';
import { PageCache } from './page-cache';
import { pageCachePurgeRouter } from './page-cache-purge';
import type { PurgeFanout } from './purge-fanout';
import type { Logger } from 'pino';
import { requestLog } from './request-log';
import { realUserMetricsRouter } from './rum/rum-router';
import { localeHandlersFor } from './locale-handlers';
import { pageResponder } from './page-responder';
import type { RenderOptions } from './render-document';
import { securityHeaders } from './security';
import { DEFAULT_SECURITY_OPTIONS, type SecurityOptions } from './security-options';
import { apiAllowlist } from './api-allowlist';
import { resendBody, uploadTypesOnly } from './upload-types';
import { forwardedByTrustedProxiesOnly, trustProxySetting } from './trusted-proxy';
import { bodyTooLarge, formBody } from './request-limits';
import { NO_RATE_LIMITS, rateLimits, type RateLimitSettings } from './rate-limits';
import { forwardingVisitorAddress } from './visitor-address';
import { checkInAnswersNotStored } from './check-in-answers';
import { csrfHeaderRequired, csrfTokenRouter } from './csrf-token';
import { sameOriginOnly } from './same-origin';
import { seoFilesRouter } from './seo-files';
import { siteEndpointsRouter, type SiteEndpoint } from './site-endpoints';
import { SERVER_ERROR_HTML } from './server-error-html';
import { provideServerSanitizer } from './sanitizer-dom';
import { malformedPathAnswer } from './malformed-path';
import { requestTargetAnswer } from './request-target';
import { serverLifecycle, type LifecycleOptions, type ServerLifecycle } from './lifecycle';
import { siteHostsOnly } from './site-origin';
import { hasPreviewSessionCookie, type ContentPreviewOptions } from './content-preview';

export interface BrandServerOptions extends Omit<RenderOptions, 'assets' | 'handler' | 'localeHandlers'> {
  createRoutes: CreateRoutes;
  assets: PageAssets;
  /** one JSON line per request (request-log.ts); absent: none. The entry sends library events to it too (`logEventsTo`). */
  logger?: Logger;
  /** the other replicas and the edge a purge reaches too (default: none) */
  purgeFanout?: PurgeFanout;
  /** drain delay and bound after SIGTERM (default: 2 s, then at most 10 s) */
  lifecycle?: LifecycleOptions;
  /** built client files (production); absent in development, where Vite serves them */
  clientDir?: string;
  /** e.g. Vite's dev middlewares */
  before?: RequestHandler[];
  development?: boolean;
  /** pages per dealer that the features add to sitemap.xml (e.g. vehicle detail pages) */
  sitemapSources?: readonly SitemapSource[];
  /** JSON answers the features compute for the browser (e.g. a list page's fair-price ratings) */
  siteEndpoints?: readonly SiteEndpoint[];
  /** rendered pages kept for anonymous visitors; absent: every request renders (PAGE_CACHE=off, development) */
  pageCache?: PageCache;
  /** trusted proxies, HSTS, the editor preview's framing (decision 0025); default: loopback proxies only */
  security?: SecurityOptions;
  /** per-client budgets of leads, check-ins, fair prices and renders (rate-limits.ts); absent: none (tests, development) */
  rateLimits?: RateLimitSettings;
}

/**
 * The content service's preview key goes only with a verified preview session's calls; no visitor's own
 * Authorization header ever reaches the content service (decision 0038).
 */
function contentPreviewKey(contentPreview: ContentPreviewOptions | undefined) {
  return (proxyReq: ClientRequest, req: IncomingMessage) => {
    proxyReq.removeHeader('authorization');
    const key = contentPreview?.contentKey;
    if (key && hasPreviewSessionCookie(req as express.Request, contentPreview)) proxyReq.setHeader('authorization', `Bearer ${key}`);
  };
}

/** Browser calls go to /api/{service}/… on the brand host and are proxied to the configured backends. */
function backendProxy(
  backends: BackendAddresses,
  previewRule: PreviewHostRule | undefined,
  timeoutMs: number,
  contentPreview: ContentPreviewOptions | undefined,
): RequestHandler[] {
  const previewKey = contentPreviewKey(contentPreview);
  return BACKEND_SERVICES.map((service) =>
    createProxyMiddleware({
      pathFilter: `/api/${service}/`,
      target: backends[service],
      // a preview hostname reaches the core API through its worker host
      router: (req) => backendAddressesForHost(backends, req.headers.host?.split(':')[0] ?? '', previewRule)[service],
      changeOrigin: true,
      // the backend sees the visitor's address (internal-IP flag), not the proxy's: appended in proxyReq below
      xfwd: false,
      // a connection per call, as with http-proxy: no idle socket that a backend's keep-alive close could reset
      agent: false,
      pathRewrite: { [`^/api/${service}`]: '' },
      // the browser's calls have the same time budget as the server's (decision 0015)
      proxyTimeout: timeoutMs,
      // an upload was read for its type check: the backend gets it as it came
      on: {
        proxyReq: (proxyReq, req) => {
          appendForwardedHeaders(proxyReq, req);
          if (service === 'content') previewKey(proxyReq, req);
          resendBody(proxyReq, req as express.Request);
        },
      },
    }),
  );
}

/** The brand's route table and its static handler: built once at start-up, not per request (decision 0016). */
export function pageHandlerFor(brand: BrandConfig, createRoutes: CreateRoutes) {
  provideServerSanitizer();
  return createStaticHandler(createRoutes(brand));
}

/** Each app's lifecycle, for `listenWithGracefulShutdown` (the app is what the entry holds). */
const lifecycles = new WeakMap<express.Express, ServerLifecycle>();

export function createBrandServer(options: BrandServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  const security = options.security ?? DEFAULT_SECURITY_OPTIONS;
  // a foreign Host is refused before anything is logged per page, rendered or cached (decision 0058)
  app.use(siteHostsOnly(security.site));
  // every request timed and logged, a page cache hit too (decision 0046)
  if (options.metrics) app.use(options.metrics.requestMetrics);
  if (options.logger) app.use(requestLog(options.logger));
  // only the configured proxies may say who the visitor is (X-Forwarded-For) and whether TLS was used
  app.set('trust proxy', trustProxySetting(security.trustProxy));
  const handler = pageHandlerFor(options.brand, options.createRoutes);
  const localeHandlers = localeHandlersFor(options.brand, options.createRoutes, handler);
  const pages = pageResponder({ ...options, security, handler, localeHandlers, cache: options.pageCache ?? null });
  // a target every later handler can parse: `//host`-like paths redirect, absolute-form becomes a path (decision 0044)
  app.use(requestTargetAnswer);
  const lifecycle = serverLifecycle(options.backends, options.lifecycle);
  lifecycles.set(app, lifecycle);
  app.use(lifecycle.closeWhileDraining);
  app.get('/readyz', lifecycle.readiness);
  // a cached page first of all: it is the same for every visitor and carries the security headers (decision 0023)
  app.use(pages.cached);
  app.use(securityHeaders(options.brand, options.development ?? false, security));
  app.get('/healthz', (_req, res) => res.setHeader('Cache-Control', 'no-store').json({ status: 'ok', brand: options.brand.id }));
  app.use(csrfTokenRouter());
  const limits = rateLimits(options.rateLimits ?? NO_RATE_LIMITS);
  // a flood is refused before the allowlist reads its headers or an upload's body; a check-in's answer is never stored
  app.use('/api', limits.api, checkInAnswersNotStored);
  // only the spec's calls, within their body limits, with the CSRF header; an upload of an allowed type
  app.use('/api', apiAllowlist, csrfHeaderRequired, uploadTypesOnly, forwardedByTrustedProxiesOnly);
  app.use(backendProxy(options.backends, options.previewRule, options.backendTimeoutMs ?? DEFAULT_TIMEOUT_MS, options.contentPreview));
  app.use(pageCachePurgeRouter(options.pageCache, undefined, options.purgeFanout));
  app.use(realUserMetricsRouter());
  app.use(compression());
  const sitemapKeepMs = options.responseCache ? undefined : 0;
  app.use(seoFilesRouter(options.brand, security.site, options.backends, options.sitemapSources, options.backendTimeoutMs, sitemapKeepMs));
  app.use('/data/fair-prices', limits.fairPrices);
  app.use(
    siteEndpointsRouter(options.brand, options.backends, options.siteEndpoints ?? [], options.backendTimeoutMs, options.responseCache),
  );
  for (const middleware of options.before ?? []) app.use(middleware);
  if (options.clientDir) {
    app.use('/assets', express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y', index: false, dotfiles: 'deny' }));
    // files at the root (favicon): only paths with an extension look on disk, a page request never does
    // dot folders (Vite's manifests in .vite/) are the build's, not the site's
    const rootFiles = express.static(options.clientDir, { index: false, maxAge: '1h', dotfiles: 'deny' });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? rootFiles(req, res, next) : next()));
  }
  // a path no router can decode is a 400, not a 500
  app.use(malformedPathAnswer);
  // only a page-cache miss gets here (a hit was answered by pages.cached): each costs a render and backend calls
  app.get('*', limits.renders, forwardingVisitorAddress(options.backends, pages.rendered));
  // lead forms without JavaScript post to their page; the route's action handles them (decision 0019)
  app.post('*', limits.leadPosts, sameOriginOnly, formBody, forwardingVisitorAddress(options.backends, pages.rendered));
  app.use(bodyTooLarge);
  app.use(((error, _req, res, _next) => {
    logEvent('error', 'Request failed', { err: error, requestId: res.locals['requestId'] });
    if (!res.headersSent) res.status(500).type('html').send(SERVER_ERROR_HTML);
  }) as express.ErrorRequestHandler);
  return app;
}

/**
 * A client that sends its headers or its body slowly holds a connection (and a slot of the edge) for seconds, not
 * minutes: the headers within 10 s, the whole request (a 10 MB document on a slow phone line) within 60 s, checked
 * every 2 s.
 */
const SLOW_CLIENT_LIMITS = { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 2_000 };

/** Listens on PORT; on SIGTERM/SIGINT it stops being ready, drains and exits (lifecycle.ts). */
export function listenWithGracefulShutdown(app: express.Express, port: number, label: string): Server {
  const lifecycle = lifecycles.get(app);
  if (!lifecycle) throw new Error('listenWithGracefulShutdown takes an app of createBrandServer');
  // a port that cannot be had (taken, not allowed) is logged (SPEC §8), then ends the process as before
  const failed = (error: Error) => {
    logEvent('error', 'Startup failed', { site: label, port, err: error });
    throw error;
  };
  const server = createServer(SLOW_CLIENT_LIMITS, app).listen(port, () => {
    server.off('error', failed);
    logEvent('info', 'Listening', { site: label, url: `http://localhost:${port}` });
  });
  server.once('error', failed);
  process.once('SIGTERM', () => lifecycle.shutdown(server, label, 'SIGTERM'));
  process.once('SIGINT', () => lifecycle.shutdown(server, label, 'SIGINT'));
  return server;
}
