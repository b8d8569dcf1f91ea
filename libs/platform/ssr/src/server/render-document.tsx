import { dehydrate } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, type RouteObject, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import {
  backendAddressesForHost,
  isAbsence,
  logEvent,
  type BackendAddresses,
  type PreviewHostRule,
  type ResponseCache,
} from '@carweb/api-http';
import { isRouteHandle, routeContextFor, type PageHandle } from '@carweb/platform-routing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';
import type { ContentPreviewOptions } from './content-preview';
import { AppProviders, createQueryClient } from '../app-providers';
import { compactQueries } from '../document/compact-queries';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../document/page-data';
import type { PageAssets } from '../document/assets-context';
import { backendFetch } from './backend-fetch';
import { entryStarter } from './entry-starter';
import type { ServerMetrics } from './metrics';
import { withRequestId } from './request-log';
import { hydrationData } from './hydration-data';
import { pageDataJson } from './page-data-json';
import { handlerForPath } from './locale-handlers';
import type { PageChunks } from './manifest-assets';
import { vehicleIdsOf } from './page-vehicles';
import { staticRouterFor } from './static-router';
import { surrogateKeysOf } from './surrogate-keys';

export interface RenderOptions {
  brand: BrandConfig;
  /** the brand's route table, built once at start-up (decision 0016) */
  handler: StaticHandler;
  /** the same routes, one language each: a page of /de/… is matched among the German routes (decision 0033) */
  localeHandlers?: ReadonlyMap<string, StaticHandler>;
  backends: BackendAddresses;
  /** time budget of one backend call (decision 0015); default: the HTTP client's */
  backendTimeoutMs?: number;
  /** preview hostnames reach the core API through a worker host (SPEC §7) */
  previewRule?: PreviewHostRule;
  assets: PageAssets;
  /** the chunks of a lazy page beyond the entry: the browser links them before hydrating (decision 0032) */
  pageChunks?: PageChunks;
  /** slow-changing backend answers shared across requests; absent: every call goes to the backend */
  responseCache?: ResponseCache;
  /** the content tool's editing frame (decision 0038); absent: no request is a preview */
  contentPreview?: ContentPreviewOptions;
  /** Prometheus metrics (decision 0046): backend calls are timed per service */
  metrics?: ServerMetrics;
}

/** A page request, detached from Express: the page cache renders one again in the background with it. */
export interface PageRequest {
  /** absolute URL as the visitor asked for it */
  url: string;
  method: 'GET' | 'POST';
  headers: Headers;
  body?: Uint8Array;
  hostname: string;
  signal: AbortSignal;
  /** a verified editing-frame session: unpublished content, never cached, never indexed (decision 0038) */
  preview?: boolean;
  /** the request's id (request-log.ts): its backend calls carry it */
  requestId?: string;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'other'; status: number; body: string }
  | {
      kind: 'document';
      status: number;
      html: string;
      /** the handle of the page's route (the deepest match), when a page matched */
      handle: PageHandle | undefined;
      /** the vehicles the page shows: a change to one of them purges the cached page */
      vehicleIds: number[];
      /** its keys for an edge cache: its vehicles, dealer and page type (`xkey`, decision 0045) */
      surrogateKeys: string[];
      /**
       * a part of the page could not be loaded (a backend outage behind an optional query): the server rendered that
       * part's loading or error state, so the page is never cached (decision 0044)
       */
      degraded: boolean;
    };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The chunks of the rendered page beyond the entry (`pageChunks` of its page modules). */
function renderedPageChunks(context: StaticHandlerContext, pageChunks: PageChunks | undefined): string[] {
  const modules = context.matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.pageModule : undefined));
  return [...new Set(modules.flatMap((module) => (module && pageChunks ? pageChunks(module) : [])))];
}

const pageHandleOf = (context: StaticHandlerContext) => context.matches.at(-1)?.route.handle as PageHandle | undefined;

/** Renders the whole document into a string (every loader has run; no part streams after the shell). */
function renderToString(element: ReactElement, bootstrapModules: string[]): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      bootstrapModules,
      // every part in place: React would otherwise send a finished Suspense boundary of more than 500 bytes after the
      // first 12.8 KB out of order, put in place by a script (a lazy filter group, a rating: absent without JavaScript)
      progressiveChunkSize: Infinity,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        failed = true;
        logEvent('error', 'SSR render error', { err: error });
      },
    });
  });
}

/**
 * One page request: run the loaders, then a redirect or the whole document with its data. The data the
 * browser hydrates from is a non-executable JSON script; the page has no nonce, its few inline scripts (React's
 * runtime) are allowed by their hash, so one rendered page can serve every visitor (decision 0023).
 */
export async function renderDocument(request: PageRequest, options: RenderOptions): Promise<RenderedPage> {
  const queryClient = createQueryClient('server');
  const url = new URL(request.url);
  const { origin } = url;
  const handler = handlerForPath(url.pathname, options.handler, options.localeHandlers);
  const backends = backendAddressesForHost(options.backends, request.hostname, options.previewRule);
  const preview = request.preview ? { key: options.contentPreview?.contentKey } : undefined;
  const observed = options.metrics ? options.metrics.observedFetch(backendFetch, backends) : backendFetch;
  const fetcher = withRequestId(observed, request.requestId);
  const api = apiContextFor(options.brand, backends, options.backendTimeoutMs, options.responseCache, fetcher, preview);
  // whether the site serves a path (content links) is asked of the whole table, as before
  const routeTable = handler === options.handler ? {} : { routeTable: options.handler.dataRoutes as RouteObject[] };
  const env = { brand: options.brand, queryClient, api, origin, ...routeTable };
  const body = request.body ? new Blob([new Uint8Array(request.body)]) : undefined;
  const fetchRequest = new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
  const context = await handler.query(fetchRequest, { requestContext: routeContextFor(env) });

  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (REDIRECT_STATUSES.has(context.status) && location) return { kind: 'redirect', status: context.status, location };
    return { kind: 'other', status: context.status, body: await context.text() };
  }

  const router = staticRouterFor(handler, context);
  const { html, failed } = await renderToString(
    <AppProviders env={env} assets={options.assets}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    options.assets.devModules ?? [],
  );
  const queries = dehydrate(queryClient);
  const handle = pageHandleOf(context);
  const vehicleIds = vehicleIdsOf(queries);
  const degraded = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !isAbsence(query.state.error));
  const chunks = renderedPageChunks(context, options.pageChunks);
  const data: PageData = {
    router: hydrationData(context),
    queries: compactQueries(queries),
    assets: options.assets,
    brand: options.brand,
    origin,
    pageChunks: chunks,
    ...(request.preview ? { preview: true } : {}),
  };
  // what every render shares (backend answers of the shared cache, messages, brand, built files) is serialized once
  const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(data, [options.brand, options.assets])}</script><script>${entryStarter(options.assets.entryModule)}</script>`;
  const end = html.lastIndexOf('</body>');
  const document = end < 0 ? html + script : `${html.slice(0, end)}${script}${html.slice(end)}`;
  return {
    kind: 'document',
    status: failed ? 500 : context.statusCode,
    // a preview is never indexed, whatever the page's own robots say
    html: request.preview ? document.replace('</head>', '<meta name="robots" content="noindex, nofollow"/></head>') : document,
    handle,
    vehicleIds,
    surrogateKeys: surrogateKeysOf(context, handle?.pageType, vehicleIds),
    degraded,
  };
}
