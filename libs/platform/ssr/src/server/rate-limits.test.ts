// @vitest-environment node
import express from 'express';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, rateLimits, rateLimitsFromEnv, type RateLimitSettings } from './rate-limits';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** The limits mounted as the brand server mounts them, on a clock the test sets; loopback is the trusted proxy. */
async function limitedSite(settings: Partial<RateLimitSettings>, trustProxy: string[] | false = ['loopback']) {
  const clock = { now: 0 };
  const limits = rateLimits({ ...NO_RATE_LIMITS, ...settings }, () => clock.now);
  const app = express();
  app.set('trust proxy', trustProxy);
  const ok: express.RequestHandler = (_req, res) => void res.send('ok');
  app.use('/api', limits.api, ok);
  app.use('/data/fair-prices', limits.fairPrices, ok);
  app.get('*', limits.renders, ok);
  app.post('*', limits.leadPosts, ok);
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const send = (path: string, init: RequestInit = {}, visitor?: string) =>
    fetch(`${base}${path}`, { ...init, headers: visitor ? { 'x-forwarded-for': visitor } : {} });
  // a URL would have its dot segments resolved before sending: the raw path goes as node's request option
  const sendRaw = (path: string) =>
    new Promise<number>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject),
    );
  return { clock, send, sendRaw };
}

const twoPerMinute = { capacity: 2, perMs: 60_000 };
const post = { method: 'POST' };

describe('rate limits per client', () => {
  it('answers 429 with the seconds until the next token, never stored, as JSON under /api', async () => {
    const { send } = await limitedSite({ leads: twoPerMinute });
    expect((await send('/api/form/test-drive', post)).status).toBe(200);
    expect((await send('/api/brand/de/zeekr.ch/partner/contact', post)).status).toBe(200);
    const refused = await send('/api/form/test-drive', post);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ success: false, error: 'tooManyRequests' });
    // a lead sent without JavaScript takes from the same budget; it gets a page in the site's languages
    const page = await send('/de/haendler/a/probefahrt', post);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/lang="fr".*\n.*lang="it"/);
  });

  it('refills over time', async () => {
    const { clock, send } = await limitedSite({ fairPrices: twoPerMinute });
    for (const status of [200, 200, 429]) expect((await send('/data/fair-prices?locale=de')).status).toBe(status);
    clock.now = 29_000;
    expect((await send('/data/fair-prices?locale=de')).headers.get('retry-after')).toBe('1');
    clock.now = 30_000;
    expect((await send('/data/fair-prices?locale=de')).status).toBe(200);
    expect((await send('/data/fair-prices?locale=de')).status).toBe(429);
  });

  it('keys on the visitor a trusted proxy names, and on the socket when the proxy is not trusted', async () => {
    const behindProxy = await limitedSite({ renders: { capacity: 1, perMs: 60_000 } });
    expect((await behindProxy.send('/de/a', {}, '203.0.113.7')).status).toBe(200);
    expect((await behindProxy.send('/de/b', {}, '203.0.113.7')).status).toBe(429);
    expect((await behindProxy.send('/de/c', {}, '203.0.113.8')).status).toBe(200);

    // no trusted proxy: a made-up X-Forwarded-For does not give a client a fresh bucket
    const direct = await limitedSite({ renders: { capacity: 1, perMs: 60_000 } }, false);
    expect((await direct.send('/de/a', {}, '203.0.113.7')).status).toBe(200);
    expect((await direct.send('/de/b', {}, '198.51.100.1')).status).toBe(429);
  });

  it('check-in answers and pages share a tight budget; a detour through dot segments or capitals counts too', async () => {
    const { send, sendRaw } = await limitedSite({ checkIn: twoPerMinute, renders: { capacity: 100, perMs: 60_000 } });
    expect((await send('/api/form/check-in/aaaa')).status).toBe(200);
    expect((await send('/de/haendler/a/check-in/bbbb')).status).toBe(200);
    expect(await sendRaw('/api/core/../FORM/check-in/cccc')).toBe(429);
    expect((await send('/de/haendler/a/check-in/dddd')).status).toBe(429);
    // other pages and calls are not check-ins
    expect((await send('/de/haendler/a')).status).toBe(200);
    expect((await send('/api/core/vehicle/list')).status).toBe(200);
  });

  it('limits nothing when off', async () => {
    const { send } = await limitedSite({});
    for (let i = 0; i < 20; i++) expect((await send('/api/form/test-drive', post)).status).toBe(200);
  });
});

describe('rate limits from the environment', () => {
  it('are on by default, all off with RATE_LIMITS=off, and each can be set or turned off', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'off', RATE_LIMIT_LEADS: '5/60' })).toEqual(NO_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_LEADS: '5/60', RATE_LIMIT_RENDERS: 'off' })).toEqual({
      ...DEFAULT_RATE_LIMITS,
      leads: { capacity: 5, perMs: 60_000 },
      renders: null,
    });
  });

  it('refuse to start with a value they cannot read', () => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_CHECK_IN: '10 per minute' })).toThrow(/RATE_LIMIT_CHECK_IN/);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_FAIR_PRICES: '0/60' })).toThrow(/RATE_LIMIT_FAIR_PRICES/);
  });
});
