// @vitest-environment node
import express from 'express';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, DEFAULT_PREVIEW_HOSTNAME, type BackendAddresses } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { createBrandServer } from './brand-server';
import { PREVIEW_SESSION_COOKIE, signPreviewToken } from './content-preview';
import { DEFAULT_SECURITY_OPTIONS } from './security-options';
import { siteOriginFor } from './site-origin';
import { testSiteRoutes } from './test-site';

// What the proxy's options promise (path per service, rewrite, router, changeOrigin, X-Forwarded-*, timeout,
// preview key), whichever proxy library sits underneath.
const SECRET = 'a-secret-of-16-characters';
const seen: { backend: string; path: string; headers: IncomingHttpHeaders }[] = [];
const servers: Server[] = [];

const listen = (app: express.Express) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });

function backend(name: string) {
  const app = express();
  app.use((req, res) => {
    seen.push({ backend: name, path: req.originalUrl, headers: req.headers });
    if (req.query['filter'] === 'slow') setTimeout(() => res.json({ late: true }), 1_000);
    else res.json({ ok: true });
  });
  return listen(app);
}

/** fetch may not set Host: a plain request can */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers }, (res) => resolve(res.resume().statusCode ?? 0))
      .on('error', reject)
      .end();
  });

let site = '';
let coreHost = '';
let workerHost = '';
beforeAll(async () => {
  [coreHost, workerHost] = await Promise.all([backend('live'), backend('worker')]);
  const backends = Object.fromEntries(BACKEND_SERVICES.map((s) => [s, `http://${coreHost}/${s}`])) as BackendAddresses;
  const app = createBrandServer({
    brand: testBrand,
    createRoutes: () => testSiteRoutes([{ id: 'home', index: true, Component: () => null }]),
    backends,
    assets: { stylesheets: [], entryModule: '/assets/entry.js' },
    backendTimeoutMs: 300,
    previewRule: { previewHostname: DEFAULT_PREVIEW_HOSTNAME, workerHost },
    contentPreview: { secret: SECRET, contentKey: 'content-key', previewHostname: DEFAULT_PREVIEW_HOSTNAME },
    security: { ...DEFAULT_SECURITY_OPTIONS, site: siteOriginFor('https://www.kia.ch', ['preview.kia.ch']) },
  });
  site = `http://${await listen(app)}`;
});
afterAll(() => servers.forEach((server) => server.close()));

const LIST = '/api/core/de/kia/ch/partnerweb/list';

describe('the /api proxy', () => {
  it('sends a call to its service without the /api prefix, as the backend host, with the forwarded chain', async () => {
    expect(await get(`${site}${LIST}?filter=%7B%7D`, { host: 'www.kia.ch', 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    const call = seen.at(-1);
    expect(call).toMatchObject({ backend: 'live', path: '/core/de/kia/ch/partnerweb/list?filter=%7B%7D' });
    expect(call?.headers).toMatchObject({
      host: coreHost,
      'x-forwarded-for': '203.0.113.9,127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '80',
      'x-forwarded-host': 'www.kia.ch',
    });
  });

  it('sends a preview hostname’s core calls to the worker host', async () => {
    expect(await get(`${site}${LIST}`, { host: 'preview.kia.ch' })).toBe(200);
    expect(seen.at(-1)).toMatchObject({ backend: 'worker', headers: { host: workerHost } });
  });

  it('gives the content service the preview key for a preview session only, never a visitor’s Authorization', async () => {
    const path = `${site}/api/content/api/v3/content/page`;
    const session = `${PREVIEW_SESSION_COOKIE}=${signPreviewToken(SECRET, Math.floor(Date.now() / 1000) + 600)}`;
    await get(path, { host: 'preview.kia.ch', cookie: session, authorization: 'Bearer visitor' });
    expect(seen.at(-1)?.headers['authorization']).toBe('Bearer content-key');
    await get(path, { host: 'preview.kia.ch', authorization: 'Bearer visitor' });
    expect(seen.at(-1)?.headers['authorization']).toBeUndefined();
  });

  it('answers 504 when the backend does not answer within the time budget', async () => {
    expect(await get(`${site}${LIST}?filter=slow`, { host: 'www.kia.ch' })).toBe(504);
  });
});
