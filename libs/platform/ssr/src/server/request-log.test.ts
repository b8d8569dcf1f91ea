// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_HEADER, requestLog, withRequestId } from './request-log';

describe('the request log (decision 0046)', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ base: null }, sink)));
  app.get('/de/auto-finden', (_req, res) => {
    res.locals['pageType'] = 'vehicleListPage';
    res.setHeader('x-page-cache', 'HIT');
    res.send('list');
  });
  const server = app.listen(0, '127.0.0.1');
  afterAll(() => server.close());
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });

  it('one line per request: page type, status, duration, cache state, its id — and nothing of the visitor', async () => {
    const response = await get('/de/auto-finden?email=anna%40example.ch', { cookie: 'carweb_consent=x', 'user-agent': 'Anna' });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const line = lines[0] as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/de/auto-finden',
      pageType: 'vehicleListPage',
      status: 200,
      cache: 'HIT',
    });
    expect(line['requestId']).toBe(response.headers.get(REQUEST_ID_HEADER));
    expect(typeof line['ms']).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/anna|Anna|carweb_consent|127\.0\.0\.1/);
  });

  it("writes a check-in's path without its hash, the page's and the API call's", async () => {
    lines.length = 0;
    await get('/de/haendler/auto-zentrum-zuerich/check-in/q3v7Rk-9_xZbL2mN0aPwYg');
    await get('/api/form/check-in/q3v7Rk-9_xZbL2mN0aPwYg?locale=de');
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines.map((line) => line['path'])).toEqual(['/de/haendler/auto-zentrum-zuerich/check-in/:hash', '/api/form/check-in/:hash']);
    expect(JSON.stringify(lines)).not.toContain('q3v7Rk');
  });

  it("keeps the edge's request id when it is a plain token, else makes its own", async () => {
    expect((await get('/de/auto-finden', { [REQUEST_ID_HEADER]: 'edge-1234abcd' })).headers.get(REQUEST_ID_HEADER)).toBe('edge-1234abcd');
    const forged = await get('/de/auto-finden', { [REQUEST_ID_HEADER]: 'x"},{"msg":"forged' });
    expect(forged.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the backend calls of a render carry the id', async () => {
    const fetcher = vi.fn(async (_input: unknown, _init?: RequestInit) => new Response('{}'));
    await withRequestId(fetcher as unknown as typeof fetch, 'req-12345678')('http://backend.test/core', {
      headers: { accept: 'application/json' },
    });
    expect(fetcher.mock.calls[0]?.[1]?.headers).toEqual({ accept: 'application/json', [REQUEST_ID_HEADER]: 'req-12345678' });
  });
});
