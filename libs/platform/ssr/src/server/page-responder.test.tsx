// @vitest-environment node
import express from 'express';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticHandler, data, redirect, useLoaderData } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, HttpClientError, type BackendAddresses } from '@carweb/api-http';
import { routeEnvOf } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { entryStarter } from './entry-starter';
import { PageCache } from './page-cache';
import { pageCachePurgeRouter } from './page-cache-purge';
import { pageResponder } from './page-responder';
import { testSiteRoutes } from './test-site';
import { securityHeaders } from './security';

/** A tiny site: every render counts, so a test sees whether a page came from the cache. */
let renders = 0;
let vehicleOnSale = true;
const routes = testSiteRoutes([
  {
    id: 'detail',
    path: 'auto/100006',
    handle: { pageType: 'vehicleDetailPage', robots: { noIndex: false, noFollow: false } },
    loader: ({ context }) => {
      renders += 1;
      if (!vehicleOnSale) throw redirect('/nicht-verfuegbar', 301);
      // the page's vehicle is in its query cache, like every vehicle page's (it tags the cached page)
      routeEnvOf(context).queryClient.setQueryData(['core', 'detail', 'de', 100006, null], { id: 100006 });
      return { vehicleId: 100006, render: renders };
    },
    Component: () => <p>Fahrzeug {(useLoaderData() as { render: number }).render}</p>,
  },
  {
    // a list whose vehicles an outage left out: the loader prefetches them (never throws), the page renders without
    id: 'list',
    path: 'auto-finden/:failure',
    handle: { pageType: 'vehicleListPage', robots: { noIndex: false, noFollow: false } },
    loader: async ({ context, params }) => {
      const { queryClient } = routeEnvOf(context);
      const { failure } = params;
      await queryClient.prefetchQuery({
        queryKey: ['core', 'list', failure],
        queryFn: () => {
          if (failure === 'outage') throw new HttpClientError(503, 'Service Unavailable');
          if (failure === 'absence') throw new HttpClientError(404, 'Not Found');
          return [];
        },
      });
      return null;
    },
    Component: () => <p>Fahrzeuge</p>,
  },
  { id: 'down', path: 'down', loader: () => data(null, { status: 503 }), Component: () => <p>Fehler</p> },
  { id: 'moved', path: 'moved', loader: () => redirect('/auto/100006') },
  {
    id: 'checkout',
    path: 'reservieren/100006',
    handle: { pageType: 'reservationCheckoutPage', robots: { noIndex: true, noFollow: true } },
    Component: () => <p>Reservieren</p>,
  },
  {
    id: 'personal',
    path: 'check-in',
    handle: { pageType: 'serviceCheckoutPage', robots: { noIndex: true, noFollow: true }, personalData: true },
    loader: () => ++renders,
    Component: () => <p>Check-in</p>,
  },
]);

function serve(cache: PageCache | null) {
  const pages = pageResponder({
    brand: testBrand,
    handler: createStaticHandler(routes),
    backends: Object.fromEntries(BACKEND_SERVICES.map((service) => [service, 'http://127.0.0.1:1'])) as BackendAddresses,
    assets: { stylesheets: [], entryModule: '/assets/entry.js' },
    cache,
  });
  const app = express();
  app.use(pages.cached);
  app.use(securityHeaders(testBrand, false));
  app.use(pageCachePurgeRouter(cache ?? undefined));
  app.get('*', pages.rendered);
  return app;
}

describe('the page responder with the page cache', () => {
  let base = '';
  let close: () => void = () => undefined;
  const cache = new PageCache({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
  beforeAll(async () => {
    const server = serve(cache).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => {
    cache.clear();
    vehicleOnSale = true;
  });

  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
  // the cache stores a page once it is compressed, just after the response
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('renders a page once, then serves it from memory: no cookie, no nonce, inline scripts allowed by hash', async () => {
    const first = await get('/auto/100006');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const html = await first.text();
    await settle();
    const hit = await get('/auto/100006');
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(await hit.text()).toBe(html);
    expect(hit.headers.get('set-cookie')).toBeNull();
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(html).not.toMatch(/nonce=/);
    expect(html).toContain('<script type="application/json" id="carweb-page-data">');
    const csp = hit.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/nonce-/);
    // kia names a container and this test no script URL: Google's tag manager by default (decision 0041)
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com( 'sha256-[\w+/=]+')*;/);
  });

  it('starts the client entry from an inline script after the page data, allowed by its hash (decision 0056)', async () => {
    const response = await get('/auto/100006');
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toMatch(/<script type="application\/json" id="carweb-page-data">.*<\/script><script>[^<]*<\/script><\/body>/s);
    const starter = entryStarter('/assets/entry.js');
    expect(html).toContain(`<script>${starter}</script>`);
    const hash = createHash('sha256').update(starter, 'utf8').digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('a hit carries the security headers of a rendered page', async () => {
    const first = await get('/auto/100006');
    await settle();
    const hit = await get('/auto/100006');
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect(hit.headers.get(name), name).toBe(first.headers.get(name));
      expect(hit.headers.get(name), name).toBeTruthy();
    }
  });

  it('sends the stored gzip to a client that accepts it', async () => {
    await get('/auto/100006');
    await settle();
    const response = await fetch(`${base}/auto/100006`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('x-page-cache')).toBe('HIT');
    expect(await response.text()).toContain('Fahrzeug');
    expect(
      gunzipSync(cache.get(cache.keyOf('127.0.0.1', new URL(`${base}/auto/100006`)) ?? '')?.page.gzipped ?? Buffer.alloc(0)).toString(),
    ).toContain('Fahrzeug');
  });

  it('never stores a 503, a redirect, a form (noindex) or a page with personal data', async () => {
    for (const path of ['/down', '/moved', '/check-in', '/reservieren/100006']) {
      await get(path);
      await settle();
      const again = await get(path);
      expect(again.headers.get('x-page-cache'), path).toBe('MISS');
    }
    expect((await get('/down')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/check-in')).headers.get('cache-control')).toBe('private, no-store');
    expect(cache.size.entries).toBe(0);
  });

  it('tags a page with its surrogate keys for the edge, rendered and from the cache', async () => {
    const rendered = await get('/auto/100006');
    expect(rendered.headers.get('xkey')).toBe('page-vehicleDetailPage vehicle-100006');
    await settle();
    const hit = await get('/auto/100006');
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.headers.get('xkey')).toBe('page-vehicleDetailPage vehicle-100006');
  });

  it('never stores a page a part of which an outage left out (a 404 of an optional part is an answer)', async () => {
    const degraded = await get('/auto-finden/outage');
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get('cache-control')).toBe('no-store');
    await settle();
    expect((await get('/auto-finden/outage')).headers.get('x-page-cache')).toBe('MISS');
    expect(cache.size.entries).toBe(0);
    for (const path of ['/auto-finden/none', '/auto-finden/absence']) {
      expect((await get(path)).headers.get('cache-control'), path).toContain('s-maxage');
      await settle();
      expect((await get(path)).headers.get('x-page-cache'), path).toBe('HIT');
    }
  });

  it('a vehicle change purges its pages: the next request renders again', async () => {
    await get('/auto/100006');
    await settle();
    expect((await get('/auto/100006')).headers.get('x-page-cache')).toBe('HIT');
    vehicleOnSale = false;
    const purge = await fetch(`${base}/internal/page-cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicleIds: [100006] }),
    });
    expect(await purge.json()).toEqual({ purged: 1 });
    const after = await get('/auto/100006');
    expect(after.status).toBe(301);
    expect(after.headers.get('location')).toBe('/nicht-verfuegbar');
  });

  it('the purge hook asks for vehicle ids or all', async () => {
    const bad = await fetch(`${base}/internal/page-cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
  });
});

describe('PAGE_CACHE=off', () => {
  it('sends a rendered document compressed in one piece, with its length, for a browser’s Accept-Encoding', async () => {
    const server = serve(null).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet({ port, path: '/auto/100006', headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const brotli = await raw('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    const html = brotliDecompressSync(brotli.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">.*<p>Fahrzeug <!-- -->\d+<\/p>.*<\/html>$/s);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<script type="application/json" id="carweb-page-data">');
    server.close();
  });

  it('renders every request', async () => {
    const server = serve(null).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auto/100006`;
    const before = renders;
    for (let i = 0; i < 3; i += 1) expect((await fetch(url)).headers.get('x-page-cache')).toBe('OFF');
    expect(renders - before).toBe(3);
    server.close();
  });
});
