import express from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@carweb/api-contracts';
import { apiAllowlist, JSON_BODY_LIMIT, PROXIED_ROUTES, routesOf, UPLOAD_BODY_LIMIT } from './api-allowlist';

const sample = (path: string, optional: boolean) =>
  path.replace(/\/\{[^}]+\?\}/g, optional ? '/7' : '').replace(/\{[^}]+\}/g, (name) => (name === '{locale}' ? 'de' : 'x-1%2F2'));

describe('the API allowlist, derived from the spec’s operations', () => {
  it.each(Object.entries(API_OPERATIONS))('%s: its path and method get through', (_id, operation) => {
    for (const optional of [true, false]) {
      const methods = routesOf(`/${operation.service}/${sample(operation.path, optional)}`).map((route) => route.method);
      expect(methods).toContain(operation.method);
    }
  });

  it('lets nothing else through', () => {
    expect(routesOf('/dealer/dealer-slug')).toEqual([]);
    expect(routesOf('/dealer/dealer-slug/a/b')).toEqual([]);
    expect(routesOf('/core/list')).toEqual([]);
    expect(routesOf('/core/de/kia/ch/partnerweb/admin')).toEqual([]);
    expect(routesOf('/form/test-drive/../../secret')).toEqual([]);
    expect(routesOf('/internal/x')).toEqual([]);
    expect(routesOf('/dealer/12/dealer/about-us/3/4')).toEqual([]);
    expect(routesOf('/brand/de/multileaseXch/partnerweb/change-name')).toEqual([]);
  });

  it('gives every POST a body type and limit: JSON 100 KB, a document 10 MB and its framing', () => {
    const posts = PROXIED_ROUTES.filter((route) => route.method === 'POST');
    expect(posts.every((route) => route.body !== undefined)).toBe(true);
    expect(routesOf('/form/utility/upload')[0]?.body).toEqual({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT });
    expect(routesOf('/brand/de/multilease.ch/partnerweb/change-name')[0]?.body?.type).toBe('multipart/form-data');
    expect(routesOf('/form/trade-in')[0]?.body).toEqual({ type: 'application/json', limit: JSON_BODY_LIMIT });
    expect(routesOf('/content/graphql')[0]?.body?.type).toBe('application/json');
  });

  it('lets the resources the backends link to through: images and the payment page', () => {
    expect(routesOf('/core/media/vehicles/100006.svg').map((route) => route.method)).toEqual(['GET']);
    expect(routesOf('/payment/checkout/abc/complete').map((route) => route.method)).toEqual(['GET']);
  });
});

describe('the allowlist forwards exactly the path it checked', () => {
  let port = 0;
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use('/api', apiAllowlist, (req, res) => res.json({ forwarded: req.url }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  // fetch() would resolve the dot segments itself: the raw path goes on the request line as it is
  const get = (path: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      request({ port, path, host: '127.0.0.1' }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      })
        .on('error', reject)
        .end();
    });

  it.each([
    '/api/payment/../core/media/x.svg',
    '/api/payment/checkout/../../core/media/x.svg',
    '/api/payment/checkout/./abc',
    '/api/payment/%2e%2e/core/media/x.svg',
    '/api/payment/%2E%2e/core/media/x.svg',
    '/api/core/media/..%2f..%2fsecret',
    '/api/core/media/..%2F..%2Fsecret',
    '/api/core/media/..%5c..%5csecret',
    '/api/core/media/..\\..\\secret',
    '/api/payment\\..\\core/media/x.svg',
    '/api/core//media/x.svg',
    '/api/core/media//x.svg',
  ])('%s: 400, JSON, nothing forwarded', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: 'badPath', message: 'The path must be in normal form' });
  });

  it('a path in normal form goes through as it came, its query too', async () => {
    expect(await get('/api/core/media/vehicles/100006.svg?w=640')).toEqual({
      status: 200,
      body: { forwarded: '/core/media/vehicles/100006.svg?w=640' },
    });
    expect((await get('/api/payment/checkout/abc/complete')).status).toBe(200);
    expect((await get('/api/core/media/x.svg?next=../admin')).status).toBe(200);
  });
});
