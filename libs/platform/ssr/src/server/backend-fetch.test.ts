// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClientError, request } from '@carweb/api-http';
import { backendFetch } from './backend-fetch';

/** A backend that answers by path and records what it was sent. */
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('\ufeff{"name":"Zürich"}');
      if (path === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"packed":true}'));
      if (path === '/missing') return res.writeHead(404, 'Not Found', { 'content-type': 'application/json' }).end('{"error":"gone"}');
      if (path === '/moved') return res.writeHead(301, { location: '/json' }).end();
      if (path === '/echo') return res.writeHead(200).end(JSON.stringify({ body, type: req.headers['content-type'] ?? null }));
      if (path === '/slow') return setTimeout(() => res.writeHead(200).end('{}'), 500);
      if (path === '/broken') return res.writeHead(200).end('{"cut');
      res.writeHead(500).end();
    });
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const config = { locale: 'de', fetch: backendFetch };
const last = () => seen[seen.length - 1];

describe('backendFetch: the server backend calls of the HTTP client', () => {
  it('sends the caller’s headers and the ones fetch adds; reads JSON (a BOM dropped)', async () => {
    expect(await request(config, base, 'json', { query: { id: 7 } })).toEqual({ name: 'Zürich' });
    expect(last().url).toBe('/json?locale=de&id=7');
    expect(last().headers).toMatchObject({
      accept: 'application/json',
      'accept-language': 'de',
      'accept-encoding': 'gzip, deflate',
      'sec-fetch-mode': 'cors',
      'user-agent': 'node',
      connection: 'keep-alive',
    });
  });

  it('decodes a gzip answer', async () => {
    expect(await request(config, base, 'gzip', {})).toEqual({ packed: true });
  });

  it('an error status is an HttpClientError with the answer’s body, as with fetch', async () => {
    const failure = (await request(config, base, 'missing', {}).catch((error: unknown) => error)) as HttpClientError;
    expect(failure).toBeInstanceOf(HttpClientError);
    expect([failure.status, failure.statusText, failure.body]).toEqual([404, 'Not Found', { error: 'gone' }]);
  });

  it('posts a JSON body with its length', async () => {
    expect(await request(config, base, 'echo', { body: { a: 'ä' } })).toEqual({ body: '{"a":"ä"}', type: 'application/json' });
    expect(last().headers['content-length']).toBe(String(Buffer.byteLength('{"a":"ä"}')));
  });

  it('a redirect is followed (by fetch)', async () => {
    expect(await request(config, base, 'moved', {})).toEqual({ name: 'Zürich' });
  });

  it('the time budget ends a call with the timeout, as with fetch', async () => {
    const timedOut = await request({ ...config, timeoutMs: 100 }, base, 'slow', {}).catch((error: unknown) => error);
    const fetchTimedOut = await request({ locale: 'de', timeoutMs: 100 }, base, 'slow', {}).catch((error: unknown) => error);
    expect((timedOut as Error).name).toBe('TimeoutError');
    expect((timedOut as Error).name).toBe((fetchTimedOut as Error).name);
  });

  it('an aborted call rejects with the signal’s reason', async () => {
    const controller = new AbortController();
    const call = request(config, base, 'slow', { signal: controller.signal });
    controller.abort();
    expect(((await call.catch((error: unknown) => error)) as Error).name).toBe('AbortError');
  });

  it('a refused connection and a malformed body fail like fetch’s', async () => {
    const refused = await request(config, 'http://127.0.0.1:1', 'json', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as Error).message).toBe('fetch failed');
    await expect(request(config, base, 'broken', {})).rejects.toBeInstanceOf(SyntaxError);
  });

  it('a form body goes through fetch', async () => {
    const form = new FormData();
    form.set('name', 'Muster');
    await request(config, base, 'echo', { body: form });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('Muster');
  });
});
