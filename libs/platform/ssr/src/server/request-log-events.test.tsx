// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSeo } from '@carweb/api-base';
import { BACKEND_SERVICES, HttpClientError, logEvent, setLogSink, type BackendAddresses } from '@carweb/api-http';
import { routeEnvOf } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { createBrandServer } from './brand-server';
import { testSiteRoutes } from './test-site';
import { createLogger, logEventsTo, REQUEST_ID_HEADER, withinRequest } from './request-log';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
const logger = createLogger({ LOG_LEVEL: 'info' }, sink);
const linesOf = (msg: string) => lines.filter((line) => line['msg'] === msg);

const routes = testSiteRoutes([
  {
    id: 'home',
    index: true,
    handle: { pageType: 'homepagePartnerWeb', robots: { noIndex: false, noFollow: false } },
    // the backend has no SEO texts for the page: SPEC §8's 'No SEO data found'
    loader: async ({ context }) => getSeo(routeEnvOf(context).api('de'), { route: 'homepagePartnerWeb', dealerId: 100 }),
    Component: () => <p>Home</p>,
  },
  {
    id: 'form',
    path: 'probefahrt',
    handle: { pageType: 'testdriveCheckoutPage', robots: { noIndex: true, noFollow: true } },
    action: async ({ request }) => {
      await request.formData();
      logEvent('warn', 'No data to submit', { form: 'test-drive' });
      return null;
    },
    Component: () => <p>Formular</p>,
  },
]);

const servers: Server[] = [];
const listen = (app: express.Express) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
let site: string;

beforeAll(async () => {
  const backend = await listen(express().use((_req, res) => res.json({})));
  logEventsTo(logger);
  const backends = Object.fromEntries(BACKEND_SERVICES.map((s) => [s, `${backend}/${s}`])) as BackendAddresses;
  site = await listen(
    createBrandServer({
      brand: testBrand,
      createRoutes: () => routes,
      backends,
      assets: { stylesheets: [], entryModule: '/assets/entry.js' },
      logger,
    }),
  );
});
afterAll(() => {
  setLogSink(undefined);
  servers.forEach((server) => server.close());
});

describe('library events on the server: JSON lines of the request log (decision 0046)', () => {
  it("a loader's internal message (SPEC §8) is a line with the id of the request being rendered", async () => {
    const response = await fetch(`${site}/`, { headers: { [REQUEST_ID_HEADER]: 'edge-seo-12345678' } });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(linesOf('request')).toHaveLength(1));
    expect(linesOf('No SEO data found')).toEqual([
      expect.objectContaining({
        level: 40,
        service: 'brand-server',
        requestId: 'edge-seo-12345678',
        route: 'homepagePartnerWeb',
        dealerId: 100,
      }),
    ]);
  });

  it("a form's action (a POST, its body read first) logs with its request's id too, and no field value", async () => {
    await fetch(`${site}/probefahrt`, {
      method: 'POST',
      headers: { [REQUEST_ID_HEADER]: 'edge-post-12345678', 'content-type': 'application/x-www-form-urlencoded', origin: site },
      body: 'contact.email=anna%40example.ch',
    });
    await vi.waitFor(() => expect(linesOf('No data to submit')).toHaveLength(1));
    expect(linesOf('No data to submit')[0]).toMatchObject({ requestId: 'edge-post-12345678', form: 'test-drive' });
    expect(JSON.stringify(lines)).not.toMatch(/anna/);
  });

  it('outside a render: no request id; an error without the backend answer it carries (or as thrown, when no object)', () => {
    withinRequest(undefined, () =>
      logEvent('error', 'Page revalidation failed', { err: new HttpClientError(400, 'Bad', { email: 'anna@x.ch' }) }),
    );
    const [line] = linesOf('Page revalidation failed');
    expect(line).not.toHaveProperty('requestId');
    expect(line?.['err']).toMatchObject({ type: 'HttpClientError', message: 'HTTP Client 400 Bad', status: 400 });
    expect(JSON.stringify(line)).not.toMatch(/anna/);
    logEvent('warn', 'Backend outage', { err: 'fetch failed' });
    expect(linesOf('Backend outage')[0]).toMatchObject({ err: 'fetch failed' });
  });
});
