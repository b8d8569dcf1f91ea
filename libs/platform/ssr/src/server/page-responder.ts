import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { logEvent } from '@carweb/api-http';
import { OUTAGE_STATUS, type PageHandle } from '@carweb/platform-routing';
import { documentEncoding, encodeDocument } from './document-encoding';
import { OUTAGE_RETRY_AFTER_S } from './outage';
import type { CachedPage, CacheSearch, PageCache } from './page-cache';
import { renderDocument, type PageRequest, type RenderedPage, type RenderOptions } from './render-document';
import { contentSecurityPolicy, frameAncestorsFor, inlineScriptHashes, requestSecurityHeaders, securityHeaderRecord } from './security';
import { DEFAULT_SECURITY_OPTIONS, type SecurityOptions } from './security-options';
import { previewSessionOf } from './content-preview';
import { SURROGATE_KEY_HEADER } from './surrogate-keys';
import { withinRequest } from './request-log';

/** HTML may sit in a CDN for a minute and be served stale while it revalidates. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A page with one visitor's personal data stays in that visitor's browser only, and not even there. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** The editing frame's page: unpublished content, for that editor only, never indexed (decision 0038). */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

export interface PageResponderOptions extends RenderOptions {
  /** null: every page renders (PAGE_CACHE=off, development) */
  cache: PageCache | null;
  development?: boolean;
  /** trusted proxies, HSTS, who may frame the editor preview (decision 0025) */
  security?: SecurityOptions;
}

/**
 * Express request → the detached page request the renderer (and a background revalidation) takes. Its URL is on the
 * configured public origin, never the request's Host or X-Forwarded-Proto: every absolute URL a page names is.
 */
export function pageRequestOf(req: ExpressRequest, signal: AbortSignal, publicOrigin: string): PageRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method === 'POST' ? 'POST' : 'GET';
  const body = method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  // a path joined to the origin, never resolved against it: `//host/…` stays a path on the site
  const url = new URL(`${publicOrigin}${req.originalUrl.startsWith('/') ? '' : '/'}${req.originalUrl}`).href;
  const requestId = req.res?.locals['requestId'] as string | undefined;
  return { url, method, headers, body, hostname: req.hostname, signal, ...(requestId ? { requestId } : {}) };
}

/** Without a rule of its own a page is cached only without search parameters: any parameter might change it. */
const withoutSearch: CacheSearch = (params) => (params.size === 0 ? '' : null);

/**
 * How a rendered page's search enters the cache key; null: never cached. Only pages for browsing are cached
 * (indexable, no personal data): a form or checkout (noindex) shows what a visitor can still do right now, e.g.
 * reserve a vehicle, and stays uncached.
 */
function cacheRuleOf(handle: PageHandle | undefined): CacheSearch | null {
  if (!handle || handle.personalData || handle.robots.noIndex) return null;
  return handle.cacheSearch ?? withoutSearch;
}

const compress = promisify(gzip);

type DocumentPage = Extract<RenderedPage, { kind: 'document' }>;

const sendableOf = (page: DocumentPage, options: PageResponderOptions, hostname: string): Pick<CachedPage, 'html' | 'csp'> => ({
  html: page.html,
  // the cache key has the hostname: a preview page is stored with the preview's frame-ancestors
  csp: contentSecurityPolicy(options.brand, inlineScriptHashes(page.html), frameAncestorsFor(hostname, options.security)),
});

/**
 * A rendered document, compressed in one piece for the usual Accept-Encoding headers (no stream through the
 * compression middleware, which still negotiates every other case) and sent with its length (decision 0033).
 */
async function sendDocument(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  page: Pick<CachedPage, 'html' | 'csp'>,
  cacheControl: string,
  signal: AbortSignal,
) {
  const encoding = documentEncoding(req.method, req.headers['accept-encoding']);
  const encoded = encoding ? await encodeDocument(page.html, encoding) : undefined;
  if (res.headersSent || signal.aborted) return;
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  if (status === OUTAGE_STATUS) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  if (res.getHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', page.csp);
  if (!encoding || !encoded) return res.send(page.html);
  // the compression middleware leaves an encoded body as it is
  res.setHeader('Content-Encoding', encoding);
  res.vary('Accept-Encoding');
  res.send(encoded);
}

/** The two halves of every page's answer: mounted apart, so that a cache hit skips the middleware chain. */
export interface PageResponder {
  /** first of all handlers: a GET answered from the page cache, with the security headers recorded once */
  cached: RequestHandler;
  /** GET and POST after the middleware chain: a render, stored when it is a 200 GET page without personal data */
  rendered: RequestHandler;
}

/**
 * Every page: a cached page when there is one (anonymous visitors: the same URL is the same page), else a
 * render. Redirects, 404s, 503s and degraded pages (a part left out by an outage) are never stored; a stale page is
 * served once while a new render replaces it (decision 0023).
 */
export function pageResponder(options: PageResponderOptions): PageResponder {
  const { cache } = options;
  const { publicOrigin } = (options.security ?? DEFAULT_SECURITY_OPTIONS).site;
  const revalidating = new Set<string>();
  const hitHeaders = { ...securityHeaderRecord(), 'cache-control': HTML_CACHE_CONTROL };

  const renderAndStore = async (request: PageRequest, key: string | undefined) => {
    const page = await renderDocument(request, options);
    const sendable = page.kind === 'document' ? sendableOf(page, options, request.hostname) : null;
    // a preview never enters the page cache (decision 0038), nor a page with a part an outage left out (decision 0044)
    const storable = page.kind === 'document' && page.status === 200 && !page.degraded && !request.preview;
    if (cache && sendable && storable && request.method === 'GET') {
      const url = new URL(request.url);
      cache.learn(request.hostname, url, cacheRuleOf(page.handle));
      const storeKey = key ?? cache.keyOf(request.hostname, url);
      // stored once compressed (in the thread pool), while the response goes out
      if (storeKey) {
        compress(page.html).then(
          (gzipped) =>
            cache.set(storeKey, {
              ...sendable,
              gzipped,
              vehicleIds: new Set(page.vehicleIds),
              surrogateKeys: page.surrogateKeys.join(' '),
              pageType: page.handle?.pageType,
            }),
          (error: unknown) => logEvent('error', 'Page cache: could not store', { err: error }),
        );
      }
    }
    return { page, sendable };
  };
  // what the render logs carries the request's id (request-log.ts)
  const render = (request: PageRequest, key: string | undefined) => withinRequest(request.requestId, () => renderAndStore(request, key));

  const revalidate = (key: string, req: ExpressRequest) => {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    const request = { ...pageRequestOf(req, new AbortController().signal, publicOrigin), method: 'GET' as const, body: undefined };
    // an outage keeps the stale page until it expires: only a 200 replaces it
    render(request, key)
      .catch((error: unknown) => logEvent('error', 'Page revalidation failed', { err: error, requestId: request.requestId }))
      .finally(() => revalidating.delete(key));
  };

  const cached: RequestHandler = (req, res, next) => {
    // the editing frame always renders: its page shows unpublished content (decision 0038)
    if (!cache || req.method !== 'GET' || previewSessionOf(req, options.contentPreview).active) return next();
    const key = cache.keyOf(req.hostname, new URL(req.originalUrl, 'http://x'));
    const hit = key ? cache.get(key) : undefined;
    if (!key || !hit) return next();
    if (hit.state === 'stale') revalidate(key, req);
    options.metrics?.pageCacheResult(hit.state === 'fresh' ? 'hit' : 'stale');
    res.locals['pageType'] = hit.page.pageType;
    const gzip = req.acceptsEncodings('gzip') === 'gzip';
    const body = gzip ? hit.page.gzipped : Buffer.from(hit.page.html);
    res.writeHead(200, {
      ...hitHeaders,
      ...requestSecurityHeaders(req, options.security),
      'content-security-policy': hit.page.csp,
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      vary: 'Accept-Encoding',
      'x-page-cache': hit.state === 'fresh' ? 'HIT' : 'STALE',
      [SURROGATE_KEY_HEADER]: hit.page.surrogateKeys,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
  };

  const rendered: RequestHandler = (req, res, next) => {
    const key = req.method === 'GET' && cache ? cache.keyOf(req.hostname, new URL(req.originalUrl, 'http://x')) : undefined;
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const preview = previewSessionOf(req, options.contentPreview);
    render({ ...pageRequestOf(req, abort.signal, publicOrigin), preview: preview.active }, key)
      .then(({ page, sendable }) => {
        if (res.headersSent || abort.signal.aborted) return;
        res.setHeader('X-Page-Cache', cache && !preview.active ? 'MISS' : 'OFF');
        if (cache && req.method === 'GET' && !preview.active) options.metrics?.pageCacheResult('miss');
        res.locals['pageType'] = page.kind === 'document' ? (page.handle?.pageType ?? 'unmatched') : page.kind;
        if (preview.cookies.length > 0) res.append('Set-Cookie', preview.cookies);
        if (page.kind === 'redirect') {
          res.setHeader('Cache-Control', 'no-cache');
          return res.redirect(page.status, page.location);
        }
        if (page.kind === 'other' || !sendable) return res.status(page.status).send(page.kind === 'other' ? page.body : '');
        // a form, a checkout or a thank-you page (personal data, noindex) is no shared cache's, the edge's neither
        const personal = page.handle?.personalData === true || cacheRuleOf(page.handle) === null;
        res.setHeader(SURROGATE_KEY_HEADER, page.surrogateKeys.join(' '));
        // a degraded page is for this request only: no shared cache keeps a loading state in place of its vehicles
        const shared = page.status === 200 && !page.degraded;
        const cacheControl = !shared ? 'no-store' : personal ? PERSONAL_CACHE_CONTROL : HTML_CACHE_CONTROL;
        if (preview.active) res.setHeader('X-Robots-Tag', PREVIEW_HEADERS['X-Robots-Tag']);
        return sendDocument(
          req,
          res,
          page.status,
          sendable,
          preview.active ? PREVIEW_HEADERS['Cache-Control'] : cacheControl,
          abort.signal,
        );
      })
      // a visitor who left (the render was aborted) is no error
      .catch((error: unknown) => (abort.signal.aborted ? undefined : next(error)));
  };

  return { cached, rendered };
}
