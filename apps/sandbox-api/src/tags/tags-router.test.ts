import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp, type SandboxApp } from '../app';
import type { CarwebCallTracking } from './call-tracking-script';
import { fakeBrowser } from './fake-browser';
import { phoneDigits, trackedNumberFor } from './tracked-number';

// the whole sandbox app: the scripts are served on its own origin and read its seeded dealers
let sandbox: SandboxApp;
let server: Server;
let origin: string;
beforeAll(async () => {
  sandbox = createSandboxApp({ dbPath: ':memory:', seedVehicles: 100 });
  server = await new Promise<Server>((resolve) => {
    const listening = sandbox.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  sandbox.close();
});

async function script(path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return response.text();
}

describe('the sandbox as tag manager', () => {
  it('serves a container whose events, sent where it says, can be read back from GET /events', async () => {
    await fetch(`${origin}/events`, { method: 'DELETE' });
    const browser = fakeBrowser({
      scriptSrc: `${origin}/tags/gtm.js?id=GTM-K5CH7QX`,
      pageUrl: 'http://localhost:4301/de/auto-zentrum-zuerich',
    });
    browser.run("window.dataLayer = [{ event: 'gtm.js' }];");
    browser.run(await script('/tags/gtm.js?id=GTM-K5CH7QX'));
    browser.run("dataLayer.push({ event: 'begin_checkout', ecommerce: { currency: 'CHF' } });");

    for (const beacon of await browser.sent()) {
      const response = await fetch(beacon.url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: beacon.body });
      expect(response.status).toBe(204);
    }
    const { events } = (await (await fetch(`${origin}/events?container=GTM-K5CH7QX&page=/de/`)).json()) as { events: unknown[] };
    expect(events).toEqual([
      expect.objectContaining({ containerId: 'GTM-K5CH7QX', page: '/de/auto-zentrum-zuerich', event: 'gtm.js' }),
      expect.objectContaining({ event: 'begin_checkout', data: { event: 'begin_checkout', ecommerce: { currency: 'CHF' } } }),
    ]);
  });

  it('writes the origin the request came in on into the container, for a browser that cannot name the running script', async () => {
    const browser = fakeBrowser({ scriptSrc: null });
    browser.run(await script('/tags/gtm.js?id=GTM-K5CH7QX'));
    browser.run("dataLayer.push({ event: 'x' });");
    expect((await browser.sent())[0].url).toBe(`${origin}/events`);
  });

  it('answers a container request without id 400', async () => {
    expect((await fetch(`${origin}/tags/gtm.js`)).status).toBe(400);
  });
});

describe('the sandbox as call-tracking provider', () => {
  it("replaces every sandbox dealer's phone with its own tracked number, none of them another dealer's phone", async () => {
    const browser = fakeBrowser();
    browser.run(await script('/tags/call-tracking.js?delay=0'));
    const api = browser.window['carwebCallTracking'] as CarwebCallTracking;
    expect(api.isReady()).toBe(true);
    // fixture dealer 100, Auto Zentrum Zürich
    expect(api.trackedNumber('+41 44 123 45 67')).toBe(trackedNumberFor(100));

    const dealers = sandbox.context.dealers.all().map(({ dealer }) => dealer);
    const tracked = dealers.map((dealer) => api.trackedNumber(dealer.phone));
    expect(tracked).toEqual(dealers.map((dealer) => trackedNumberFor(dealer.dealerId)));
    expect(new Set(tracked).size).toBe(dealers.length);
    const phones = new Set(dealers.map((dealer) => phoneDigits(dealer.phone)));
    expect(tracked.filter((number) => phones.has(phoneDigits(number ?? '')))).toEqual([]);
    expect(api.trackedNumber('+41 00 000 00 00')).toBeUndefined();
  });

  it('is not ready at once with the default delay', async () => {
    const browser = fakeBrowser();
    browser.run(await script('/tags/call-tracking.js'));
    expect((browser.window['carwebCallTracking'] as CarwebCallTracking).isReady()).toBe(false);
  });
});
