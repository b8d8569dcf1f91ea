// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteObject } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { createBrandServer } from '../brand-server';
import { RumAggregate, type RumSnapshot } from './rum-aggregate';
import { realUserMetricsRouter, type RumRouterOptions } from './rum-router';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The router as the brand server has it: loopback is the trusted proxy, so X-Forwarded-For names the visitor. */
async function rumServer(options: RumRouterOptions = {}) {
  const aggregate = options.aggregate ?? new RumAggregate();
  const app = express();
  app.set('trust proxy', ['loopback']);
  app.use(realUserMetricsRouter({ token: 'operator-secret', ...options, aggregate }));
  return { base: await listen(app), aggregate };
}

const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1834,
  rating: 'good',
  pageType: 'vehicleListPage',
  navigationType: 'navigate',
  target: 'main>img._hero_a1',
  ...overrides,
});

function beacon(base: string, body: unknown, { client = '203.0.113.9', type = 'text/plain;charset=UTF-8', headers = {} } = {}) {
  return fetch(`${base}/rum`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const report = async (base: string) => (await (await fetch(`${base}/internal/rum`)).json()) as RumSnapshot;

describe('POST /rum', () => {
  it('takes a beacon (text/plain from sendBeacon, or JSON), answers 204, and the aggregate shows it', async () => {
    const { base } = await rumServer();
    const sent = await beacon(base, {
      metrics: [
        metric(),
        metric({ name: 'TTFB', value: 420, target: undefined }),
        metric({ name: 'CLS', value: 0.0312, target: 'footer' }),
        metric({ name: 'INP', value: 640, rating: 'poor', target: 'button#apply-filters' }),
      ],
    });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(
      (await beacon(base, { metrics: [metric({ pageType: 'vehicleDetailPage', value: 2900 })] }, { type: 'application/json' })).status,
    ).toBe(204);
    const { pageTypes } = await report(base);
    expect(pageTypes['vehicleListPage']).toEqual({
      LCP: expect.objectContaining({ p75: 1834, count: 1, good: 1 }),
      INP: expect.objectContaining({ p75: 640, count: 1, poor: 1, slowestTargets: [{ target: 'button#apply-filters', count: 1 }] }),
      CLS: expect.objectContaining({ p75: 0.0312, count: 1 }),
      TTFB: expect.objectContaining({ p75: 420, count: 1 }),
    });
    expect(pageTypes['vehicleDetailPage']?.LCP).toMatchObject({
      p75: 2900,
      needsImprovement: 1,
      slowestTargets: [{ target: 'main>img._hero_a1' }],
    });
  });

  it('p75 per page type over many beacons, computed as the Chrome UX Report does (nearest rank)', async () => {
    const { base } = await rumServer();
    // 12 visitors' INP on the list, sorted: 40 64 90 120 150 180 200 260 300 320 510 700; rank ⌈0.75·12⌉ = 9 → 300
    const values = [120, 40, 700, 260, 90, 320, 180, 510, 200, 64, 300, 150];
    for (const [i, value] of values.entries()) {
      expect((await beacon(base, { metrics: [metric({ name: 'INP', value })] }, { client: `198.51.100.${i}` })).status).toBe(204);
    }
    expect((await report(base)).pageTypes['vehicleListPage']?.INP).toMatchObject({
      p75: 300,
      count: 12,
      good: 0.583, // 7 of 12 ≤ 200
      needsImprovement: 0.25, // 260 300 320
      poor: 0.167, // 510 700 > 500
    });
  });

  it('answers 400 to what is no beacon of the site, and keeps nothing of it', async () => {
    const { base, aggregate } = await rumServer();
    const bad = [
      'not json',
      '',
      { metrics: [] },
      { metrics: Array.from({ length: 11 }, () => metric()) },
      { metrics: [metric({ name: 'FID' })] },
      { metrics: [metric({ value: -1 })] },
      { metrics: [metric({ value: 60_001 })] },
      { metrics: [metric({ name: 'CLS', value: 10.5 })] },
      { metrics: [metric({ value: '1834' })] },
      { metrics: [metric({ pageType: '<script>' })] },
      { metrics: [metric({ pageType: 'x'.repeat(62) })] },
      { metrics: [metric({ pageType: 'adminPage' })] },
      { metrics: [metric({ target: 'div>'.repeat(30) })] },
      { metrics: [metric(), metric({ pageType: undefined })] },
    ];
    for (const body of bad) expect([JSON.stringify(body), (await beacon(base, body)).status]).toEqual([JSON.stringify(body), 400]);
    expect((await beacon(base, { metrics: [metric()] }, { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(aggregate.snapshot().pageTypes).toEqual({});
  });

  it('counts no target that is more than an element selector (a URL, text)', async () => {
    const { base } = await rumServer();
    await beacon(base, { metrics: [metric({ name: 'INP', value: 900, target: 'a[href="https://x.example/?email=a@b.ch"]' })] });
    expect((await report(base)).pageTypes['vehicleListPage']?.INP?.slowestTargets).toEqual([]);
  });

  it('answers 413 beyond 4 KB, announced or streamed', async () => {
    const { base, aggregate } = await rumServer();
    const large = JSON.stringify({ metrics: [metric({ navigationType: 'navigate' })], padding: 'x'.repeat(4 * 1024) });
    expect((await beacon(base, large)).status).toBe(413);
    const streamed = await fetch(`${base}/rum`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(large));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(aggregate.snapshot().pageTypes).toEqual({});
  });

  it('answers 429 beyond a client’s budget (20 a minute) without reading the beacon; other clients go on', async () => {
    let now = 1_000_000;
    const { base, aggregate } = await rumServer({ now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await beacon(base, { metrics: [metric()] }, { client: '192.0.2.7' })).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const refused = await beacon(base, { metrics: [metric()] }, { client: '192.0.2.7' });
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
    // a refused beacon cost no aggregation: 20 samples, not 26
    expect(aggregate.snapshot().pageTypes['vehicleListPage']?.LCP?.total).toBe(20);
    // even an invalid or oversized beacon is refused before it is read
    expect((await beacon(base, 'not json', { client: '192.0.2.7' })).status).toBe(429);
    expect((await beacon(base, 'x'.repeat(10_000), { client: '192.0.2.7' })).status).toBe(429);
    expect((await beacon(base, { metrics: [metric()] }, { client: '192.0.2.8' })).status).toBe(204);
    // one beacon more every 3 s
    now += 3_000;
    expect((await beacon(base, { metrics: [metric()] }, { client: '192.0.2.7' })).status).toBe(204);
    expect((await beacon(base, { metrics: [metric()] }, { client: '192.0.2.7' })).status).toBe(429);
  });

  it('answers 429 beyond the budget of all clients together', async () => {
    const { base } = await rumServer({ globalLimit: { capacity: 3, perMs: 1_000 }, now: () => 0 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await beacon(base, { metrics: [metric()] }, { client: `192.0.2.${i}` })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });

  it('refuses a beacon another site’s page sent (Sec-Fetch-Site: cross-site)', async () => {
    const { base } = await rumServer();
    expect((await beacon(base, { metrics: [metric()] }, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await beacon(base, { metrics: [metric()] }, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(204);
  });
});

describe('GET /internal/rum', () => {
  it('answers operators only: this machine, or the bearer token from elsewhere', async () => {
    const { base } = await rumServer();
    const ask = (headers: Record<string, string>) => fetch(`${base}/internal/rum`, { headers });
    expect((await ask({})).status).toBe(200);
    // a visitor behind the trusted proxy is not this machine, whatever it claims before the proxy's address
    expect((await ask({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await ask({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(403);
    expect((await ask({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong' })).status).toBe(403);
    const answer = await ask({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer operator-secret' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ since: expect.any(String), samplesPerMetric: 2000, pageTypes: {} });
  });

  it('without a token configured, only this machine', async () => {
    const { base } = await rumServer({ token: '' });
    expect((await fetch(`${base}/internal/rum`, { headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer ' } })).status).toBe(
      403,
    );
  });
});

describe('in the brand server', () => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        {
          id: 'home',
          index: true,
          handle: { pageType: 'homepagePartnerWeb', robots: { noIndex: false, noFollow: false } },
          Component: () => null,
        },
      ],
    },
  ];

  it('takes beacons before the pages’ POST (no Origin needed) and shows them to operators', async () => {
    const base = await listen(
      createBrandServer({
        brand: testBrand,
        createRoutes: () => routes,
        backends: Object.fromEntries(BACKEND_SERVICES.map((service) => [service, 'http://127.0.0.1:1'])) as BackendAddresses,
        assets: { stylesheets: [], entryModule: '/assets/entry.js' },
      }),
    );
    expect((await beacon(base, { metrics: [metric({ pageType: 'homepagePartnerWeb' })] })).status).toBe(204);
    const answer = await fetch(`${base}/internal/rum`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await answer.json()) as RumSnapshot).pageTypes['homepagePartnerWeb']?.LCP?.count).toBe(1);
  });
});
