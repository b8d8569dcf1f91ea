// @vitest-environment node
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { useLoaderData } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { createBrandServer } from './brand-server';
import { PageCache } from './page-cache';
import { DEFAULT_SECURITY_OPTIONS } from './security-options';
import { parseHost, siteOriginFor, siteOriginFromEnv } from './site-origin';
import { loopbackListener } from './test-listen';
import { testSiteRoutes } from './test-site';

describe('the site origin comes from configuration', () => {
  it('PUBLIC_ORIGIN, else http://localhost:<PORT>; a loopback origin answers to every loopback name', () => {
    expect(siteOriginFromEnv({ PUBLIC_ORIGIN: 'https://www.kia.ch', SITE_HOSTNAMES: 'preview.kia.ch, KIA.ch' })).toEqual({
      publicOrigin: 'https://www.kia.ch',
      hostnames: new Set(['www.kia.ch', 'preview.kia.ch', 'kia.ch']),
    });
    const local = siteOriginFromEnv({ PORT: '4300' });
    expect(local.publicOrigin).toBe('http://localhost:4300');
    expect([...local.hostnames]).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('refuses anything but an http(s) origin', () => {
    for (const bad of ['ftp://kia.ch', 'https://www.kia.ch/de', 'www.kia.ch', 'https://user@kia.ch']) {
      expect(() => siteOriginFor(bad), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('reads a Host header strictly: one spelling, nothing smuggled', () => {
    expect(parseHost('WWW.Kia.CH.:443')).toEqual({ hostname: 'www.kia.ch', port: '443' });
    expect(parseHost('[::1]:4200')).toEqual({ hostname: '[::1]', port: '4200' });
    for (const bad of ['', 'kia.ch/evil', 'kia.ch@evil', 'evil.example\r\nX: y', 'kia.ch:99999x', 'a b', '-kia.ch']) {
      expect(parseHost(bad), bad).toBeUndefined();
    }
  });
});

const PUBLIC_ORIGIN = 'https://www.kia.ch';
const routes = testSiteRoutes([
  {
    id: 'home',
    index: true,
    handle: { pageType: 'homepagePartnerWeb', robots: { noIndex: false, noFollow: false } },
    loader: ({ request }) => ({ origin: new URL(request.url).origin }),
    Component: function Home() {
      return <link rel="canonical" href={`${useLoaderData<{ origin: string }>().origin}/`} />;
    },
  },
]);

const listen = loopbackListener();
let port: number;
beforeAll(async () => {
  const backends = Object.fromEntries(BACKEND_SERVICES.map((s) => [s, 'http://127.0.0.1:1'])) as BackendAddresses;
  const app = createBrandServer({
    brand: testBrand,
    createRoutes: () => routes,
    backends,
    assets: { stylesheets: [], entryModule: '/assets/entry.js' },
    pageCache: new PageCache({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 }),
    security: { ...DEFAULT_SECURITY_OPTIONS, site: siteOriginFor(PUBLIC_ORIGIN, ['127.0.0.1']) },
  });
  port = Number(new URL(await listen(app)).port);
});

/** fetch may not set Host: a plain request can. */
const get = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string; cache?: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers['x-page-cache'] as string | undefined }));
    });
    req.on('error', reject).end();
  });

const hostile = fc.oneof(
  fc.domain(),
  fc.constantFrom('evil.example', 'evil.example:4200', 'www.kia.ch.evil.example', 'preview.evil.example', '127.0.0.1:1'),
  fc.string({ maxLength: 30 }).filter((value) => /^[\x21-\x7e]*$/.test(value)),
);

describe('a request names no URL of the site', () => {
  it('a foreign Host is answered 421, rendered and cached for no one', async () => {
    const response = await get('/', { host: 'evil.example' });
    expect(response.status).toBe(421);
    expect((await get('/healthz', { host: '10.0.0.5:4200' })).status).toBe(200);
  });

  it('whatever Host, X-Forwarded-Host and X-Forwarded-Proto arrive, every URL a page names is the configured origin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostile, fc.constantFrom('127.0.0.1', `127.0.0.1:${port}`)),
        hostile,
        fc.constantFrom('https', 'http', 'ftp', 'javascript', 'https, http', ''),
        async (host, forwardedHost, proto) => {
          const response = await get('/', { host, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': proto });
          if (response.status === 421) return;
          expect(response.status).toBe(200);
          const urls = [...response.body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
          expect(urls).toEqual([`${PUBLIC_ORIGIN}/`]);
        },
      ),
      { numRuns: 60, seed: 37 },
    );
  });
});
