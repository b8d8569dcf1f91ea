// @vitest-environment node
import express from 'express';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { createBrandServer } from './brand-server';
import { testSiteRoutes } from './test-site';
import { PageCache } from './page-cache';
import { DEFAULT_SECURITY_OPTIONS, type SecurityOptions } from './security-options';
import { siteOriginFor } from './site-origin';

const routes = testSiteRoutes([
  {
    id: 'home',
    index: true,
    handle: { pageType: 'homepagePartnerWeb', robots: { noIndex: false, noFollow: false } },
    Component: () => <p>Home</p>,
  },
  {
    id: 'form',
    path: 'probefahrt',
    handle: { pageType: 'testdriveCheckoutPage', robots: { noIndex: true, noFollow: true } },
    action: async ({ request }) => ({ fields: [...(await request.formData()).keys()] }),
    Component: () => <p>Formular</p>,
  },
]);

/** What the backend saw of each proxied call. */
const seen: { path: string; forwardedFor?: string; proto?: string; body: number }[] = [];

const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let backend: Server;
const servers: Server[] = [];

async function site(security: SecurityOptions = DEFAULT_SECURITY_OPTIONS) {
  const base = urlOf(backend);
  const backends = Object.fromEntries(BACKEND_SERVICES.map((s) => [s, `${base}/${s}`])) as BackendAddresses;
  const app = createBrandServer({
    brand: testBrand,
    createRoutes: () => routes,
    backends,
    assets: { stylesheets: [], entryModule: '/assets/entry.js' },
    pageCache: new PageCache({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 }),
    security,
  });
  const server = await listen(app);
  servers.push(server);
  return urlOf(server);
}

beforeAll(async () => {
  const app = express();
  app.use(express.raw({ type: () => true, limit: '20mb' }), (req, res) => {
    seen.push({
      path: req.path,
      forwardedFor: req.get('x-forwarded-for'),
      proto: req.get('x-forwarded-proto'),
      body: Buffer.isBuffer(req.body) ? req.body.length : 0,
    });
    res.json({ success: true, internal: false, fileId: 'f1' });
  });
  backend = await listen(app);
});
afterAll(() => [backend, ...servers].forEach((server) => server.close()));

/** fetch may not set Host: a plain request can (the editor preview is told apart by its hostname). */
const getWithHost = (url: string, host: string) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject).end();
  });

const CSRF = { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' };
const last = () => seen[seen.length - 1];

describe('trust proxy: only the configured proxies say who the visitor is', () => {
  it('a visitor (an address that is no trusted proxy) cannot claim an internal address with X-Forwarded-For', async () => {
    const base = await site({ ...DEFAULT_SECURITY_OPTIONS, trustProxy: ['10.1.2.3'] });
    await fetch(`${base}/api/base/internal-ip`, { headers: { 'X-Forwarded-For': '10.0.0.7', 'X-Forwarded-Proto': 'https' } });
    // the backend sees the socket's address only (appended by the proxy), never the visitor's claim
    expect(last()?.forwardedFor).toBe('127.0.0.1');
    expect(last()?.proto).toBe('http');
  });

  it('behind a trusted proxy the backend sees the visitor the proxy names, and nothing a visitor put before it', async () => {
    const base = await site();
    await fetch(`${base}/api/base/internal-ip`, { headers: { 'X-Forwarded-For': '10.0.0.7, 203.0.113.9' } });
    expect(last()?.forwardedFor).toBe('203.0.113.9,127.0.0.1');
  });

  it('no proxy trusted at all (TRUST_PROXY=none): every forwarded header is dropped', async () => {
    const base = await site({ ...DEFAULT_SECURITY_OPTIONS, trustProxy: [] });
    await fetch(`${base}/api/base/internal-ip`, { headers: { 'X-Forwarded-For': '10.0.0.7' } });
    expect(last()?.forwardedFor).toBe('127.0.0.1');
  });

  it('the page cache purge hook takes a forwarded loopback address from no visitor', async () => {
    const base = await site({ ...DEFAULT_SECURITY_OPTIONS, trustProxy: ['10.1.2.3'] });
    const purge = (headers: Record<string, string>) =>
      fetch(`${base}/internal/page-cache/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"all":true}',
      }).then((r) => r.status);
    expect(await purge({})).toBe(200);
    const proxied = await site();
    const viaLocalProxy = await fetch(`${proxied}/internal/page-cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
      body: '{"all":true}',
    });
    expect(viaLocalProxy.status).toBe(403);
  });
});

describe('the API proxy forwards only the spec’s calls', () => {
  let base = '';
  beforeAll(async () => (base = await site()));

  it('forwards a call of SPEC §7 with its method', async () => {
    expect((await fetch(`${base}/api/dealer/dealer-slug/kia-bern`)).status).toBe(200);
    expect(last()?.path).toBe('/dealer/dealer-slug/kia-bern');
    expect((await fetch(`${base}/api/core/de/kia/ch/partnerweb/list?filter=%7B%7D`)).status).toBe(200);
    expect((await fetch(`${base}/api/core/media/vehicles/100006.svg`)).status).toBe(200);
  });

  it('answers 404 for a path no operation has, and 405 with Allow for another method', async () => {
    const unknown = await fetch(`${base}/api/dealer/admin/users`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: 'notFound' });
    expect((await fetch(`${base}/api/secrets/x`)).status).toBe(404);
    const wrong = await fetch(`${base}/api/dealer/dealer-slug/kia-bern`, { method: 'DELETE', headers: CSRF });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    const getOfPost = await fetch(`${base}/api/form/test-drive`);
    expect([getOfPost.status, getOfPost.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('refuses every call with a body without the CSRF header (double submit)', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/form/test-drive?locale=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' })).status).toBe(403);
    expect((await post(CSRF)).status).toBe(200);
  });

  it('answers 413 for a JSON body over 100 KB and 415 for a body of another type', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(101 * 1024) });
    const tooLarge = await fetch(`${base}/api/form/test-drive`, {
      method: 'POST',
      headers: { ...CSRF, 'content-type': 'application/json' },
      body: big,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false, error: 'tooLarge' });
    const text = await fetch(`${base}/api/form/test-drive`, {
      method: 'POST',
      headers: { ...CSRF, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
  });

  it('takes a vehicle document of an allowed type and size, refuses other types (415) and larger bodies (413)', async () => {
    const upload = (file: Blob, name: string) => {
      const form = new FormData();
      form.set('file', file, name);
      return fetch(`${base}/api/form/utility/upload?locale=de`, { method: 'POST', headers: CSRF, body: form });
    };
    const pdf = new Blob(['%PDF-1.4 Fahrzeugausweis'], { type: 'application/pdf' });
    expect((await upload(pdf, 'ausweis.pdf')).status).toBe(200);
    // the document reached the backend whole, though the server read it for the check
    expect(last()?.body).toBeGreaterThan(pdf.size);
    const html = await upload(new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'ausweis.html');
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ error: 'unsupportedType', fieldErrors: { file: ['invalid'] } });
    const large = await upload(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }), 'gross.pdf');
    expect(large.status).toBe(413);
  });
});

describe('lead form POSTs to pages', () => {
  let base = '';
  beforeAll(async () => (base = await site()));
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/probefahrt`, { method: 'POST', headers: { Origin: base, ...headers }, body });

  it('come from the site itself (Origin), else 403', async () => {
    expect((await post(new URLSearchParams({ a: '1' }))).status).toBe(200);
    expect((await post(new URLSearchParams({ a: '1' }), { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('answer 413 with a page of the site when the fields or the document are too large', async () => {
    const fields = await post(new URLSearchParams({ message: 'x'.repeat(101 * 1024) }));
    expect(fields.status).toBe(413);
    expect(fields.headers.get('content-type')).toContain('text/html');
    expect(await fields.text()).toContain('Die gesendeten Daten sind zu gross');
    const form = new FormData();
    form.set('document', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'application/pdf' }), 'gross.pdf');
    expect((await post(form)).status).toBe(413);
  });

  it('take form data only (415)', async () => {
    expect((await post('{}', { 'content-type': 'application/json' })).status).toBe(415);
  });

  it('other methods than GET and POST reach no page', async () => {
    expect((await fetch(`${base}/probefahrt`, { method: 'PUT', headers: { Origin: base } })).status).toBe(404);
  });
});

describe('security headers, rendered and from the page cache alike', () => {
  const header = (response: Response, name: string) => response.headers.get(name);
  /** The cache stores a page once it is compressed (off the main thread): ask again until it answers from there. */
  const untilCached = async <T,>(ask: () => Promise<T>, cacheOf: (answer: T) => string | null | undefined) => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const answer = await ask();
      if (cacheOf(answer) === 'HIT') return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the page never came from the cache');
  };
  const twice = async (url: string, headers: Record<string, string> = {}) => {
    const miss = await fetch(url, { headers });
    expect(header(miss, 'x-page-cache')).toBe('MISS');
    const hit = await untilCached(
      () => fetch(url, { headers }),
      (response) => header(response, 'x-page-cache'),
    );
    return [miss, hit];
  };

  it('nosniff, the referrer policy, the permissions policy and a CSP without unsafe-inline scripts', async () => {
    for (const response of await twice(`${await site()}/`)) {
      expect(header(response, 'x-content-type-options')).toBe('nosniff');
      expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header(response, 'permissions-policy')).toContain('camera=(), microphone=(), geolocation=()');
      const scripts = header(response, 'content-security-policy')
        ?.split(';')
        .find((d) => d.startsWith('script-src '));
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain('unsafe-inline');
      expect(header(response, 'content-security-policy')).toContain("frame-ancestors 'self';");
      expect(header(response, 'x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('HSTS for a year when the configured public origin is https, whatever X-Forwarded-Proto says', async () => {
    const tls = await site({ ...DEFAULT_SECURITY_OPTIONS, site: siteOriginFor('https://www.kia.ch', ['127.0.0.1']) });
    for (const response of await twice(`${tls}/`)) {
      expect(header(response, 'strict-transport-security')).toBe('max-age=31536000');
    }
    const base = await site();
    for (const response of await twice(`${base}/`, { 'X-Forwarded-Proto': 'https' })) {
      expect(header(response, 'strict-transport-security')).toBeNull();
    }
    const always = await site({ ...DEFAULT_SECURITY_OPTIONS, hsts: 'always' });
    expect(header(await fetch(`${always}/`), 'strict-transport-security')).toBe('max-age=31536000');
    const off = await site({ ...DEFAULT_SECURITY_OPTIONS, hsts: 'off' });
    expect(header(await fetch(`${off}/`, { headers: { 'X-Forwarded-Proto': 'https' } }), 'strict-transport-security')).toBeNull();
  });

  it('the content editor may frame the editor preview hostname only, rendered and from the cache', async () => {
    const hosts = siteOriginFor('https://www.kia.ch', ['preview.kia.ch', '127.0.0.1']);
    const base = await site({ ...DEFAULT_SECURITY_OPTIONS, site: hosts, editorOrigins: ['https://builder.io'] });
    const miss = await getWithHost(`${base}/`, 'preview.kia.ch');
    const hit = await untilCached(
      () => getWithHost(`${base}/`, 'preview.kia.ch'),
      (answer) => answer['x-page-cache'] as string | undefined,
    );
    expect(miss['x-page-cache']).toBe('MISS');
    for (const preview of [miss, hit]) {
      expect(preview['content-security-policy']).toContain("frame-ancestors 'self' https://builder.io;");
      expect(preview['x-frame-options']).toBeUndefined();
    }
    const api = await getWithHost(`${base}/api/base/footnotes`, 'preview.kia.ch');
    expect(api['content-security-policy']).toContain("frame-ancestors 'self' https://builder.io;");
    // the live site's cached page is its own: framed by the site only
    const live = await getWithHost(`${base}/`, 'www.kia.ch');
    expect([live['content-security-policy'], live['x-frame-options']]).toEqual([
      expect.stringContaining("frame-ancestors 'self';"),
      'SAMEORIGIN',
    ]);
  });

  it('API answers carry the headers too (nosniff on the backends’ JSON and media)', async () => {
    const response = await fetch(`${await site()}/api/base/footnotes`);
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(header(response, 'content-security-policy')).toContain("default-src 'self'");
  });
});
