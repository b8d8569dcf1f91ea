// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClientError } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { siteEndpointsRouter, type SiteEndpoint } from './site-endpoints';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** An endpoint that answers what its `case` parameter asks for, with the locale's API context it was given. */
const echo: SiteEndpoint = {
  path: '/data/echo',
  async answer({ brand, query, api }) {
    const answer = query.get('case');
    if (answer === 'bad') return null;
    if (answer === 'gone') throw new HttpClientError(404, 'Not Found');
    if (answer === 'down') throw new HttpClientError(503, 'Service Unavailable');
    return { brand: brand.id, locale: api('fr').locale, core: api('fr').backends.core, case: answer };
  },
};

async function site(): Promise<string> {
  const app = express();
  app.use(siteEndpointsRouter(testBrand, { core: 'http://core.test' } as never, [echo]));
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('site endpoints: JSON answers the features compute for the browser', () => {
  it('answers JSON, never stored, with the brand and a backend context per locale', async () => {
    const answer = await fetch(`${await site()}/data/echo?case=ok`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ brand: testBrand.id, locale: 'fr', core: 'http://core.test', case: 'ok' });
  });

  it('a request it cannot answer is a 400, what the backend does not know a 404, an outage a 503 to come back to', async () => {
    const base = await site();
    expect((await fetch(`${base}/data/echo?case=bad`)).status).toBe(400);
    expect((await fetch(`${base}/data/echo?case=${'x'.repeat(5_000)}`)).status).toBe(400);
    expect((await fetch(`${base}/data/echo?case=gone`)).status).toBe(404);
    const down = await fetch(`${base}/data/echo?case=down`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await down.json()).toEqual({ error: 'unavailable' });
  });
});
