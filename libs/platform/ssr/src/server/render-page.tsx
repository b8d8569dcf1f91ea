import { dehydrate } from '@tanstack/react-query';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { backendAddressesForHost, type BackendAddresses, type PreviewHostRule } from '@carweb/api-http';
import { OUTAGE_STATUS, routeContextFor } from '@carweb/platform-routing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { apiContextFor } from '../api-context-for';
import { AppProviders, createQueryClient } from '../app-providers';
import { scriptJson } from '../create-routes';
import type { PageAssets } from '../document/assets-context';
import { hydrationData } from './hydration-data';
import { toFetchRequest } from './fetch-request';
import { OUTAGE_RETRY_AFTER_S } from './outage';
import { SERVER_ERROR_HTML } from './server-error-html';

export interface RenderOptions {
  brand: BrandConfig;
  /** the brand's route table, built once at start-up (decision 0016) */
  handler: StaticHandler;
  backends: BackendAddresses;
  /** time budget of one backend call (decision 0015); default: the HTTP client's */
  backendTimeoutMs?: number;
  /** preview hostnames reach the core API through a worker host (SPEC §7) */
  previewRule?: PreviewHostRule;
  assets: PageAssets;
  nonce: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** HTML may sit in a CDN for a minute and be served stale while it revalidates. */
const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A page with one visitor's personal data stays in that visitor's browser only, and not even there. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

function cacheHeaders(res: ExpressResponse, status: number, personalData: boolean) {
  if (status === OUTAGE_STATUS) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  res.setHeader('Cache-Control', status !== 200 ? 'no-store' : personalData ? PERSONAL_CACHE_CONTROL : HTML_CACHE_CONTROL);
}

const showsPersonalData = (context: StaticHandlerContext) =>
  context.matches.some((match) => (match.route.handle as { personalData?: boolean } | undefined)?.personalData === true);

/** One page request: run the loaders, then redirect, or stream the document with its data. */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, options: RenderOptions) {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const queryClient = createQueryClient();
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const backends = backendAddressesForHost(options.backends, req.hostname, options.previewRule);
  const env = { brand: options.brand, queryClient, api: apiContextFor(options.brand, backends, options.backendTimeoutMs), origin };
  const { handler } = options;
  const context = await handler.query(toFetchRequest(req, abort.signal), { requestContext: routeContextFor(env) });

  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (REDIRECT_STATUSES.has(context.status) && location) {
      res.setHeader('Cache-Control', 'no-cache');
      return res.redirect(context.status, location);
    }
    return res.status(context.status).send(await context.text());
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const bootstrap =
    // large data as a JSON string for JSON.parse: parsed much faster than the same object as a JS literal
    `window.__staticRouterHydrationData=JSON.parse(${scriptJson(JSON.stringify(hydrationData(context)))});` +
    `window.__RQ_STATE__=JSON.parse(${scriptJson(JSON.stringify(dehydrate(queryClient)))});` +
    `window.__ASSETS__=${scriptJson(options.assets)};` +
    `window.__BRAND__=${scriptJson(options.brand)};`;
  let failed = false;
  const stream = renderToPipeableStream(
    <AppProviders env={env} assets={options.assets}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
    </AppProviders>,
    {
      nonce: options.nonce,
      bootstrapScriptContent: bootstrap,
      bootstrapModules: [...(options.assets.devModules ?? []), options.assets.entryModule],
      onShellReady() {
        const status = failed ? 500 : context.statusCode;
        res.status(status);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        cacheHeaders(res, status, showsPersonalData(context));
        stream.pipe(res);
      },
      onShellError(error) {
        console.error('SSR shell failed', error);
        res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8').send(SERVER_ERROR_HTML);
      },
      onError(error) {
        failed = true;
        if (!abort.signal.aborted) console.error('SSR render error', error);
      },
    },
  );
  abort.signal.addEventListener('abort', () => stream.abort());
}
