import express from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTargetAnswer, requestTargetOf } from './request-target';

/** The target goes out byte for byte, as a hostile client sends it (fetch would normalise it). */
function send(base: string, target: string, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path: target, method, headers: { Host: 'kia.example' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requestTargetOf: what a request line names', () => {
  it.each([
    ['/de/auto-finden?a=1', { kind: 'path', target: '/de/auto-finden?a=1' }],
    ['http://evil.example/de/auto-finden?a=1', { kind: 'path', target: '/de/auto-finden?a=1' }],
    ['HTTPS://kia.example', { kind: 'path', target: '/' }],
    ['http://kia.example?x=1', { kind: 'path', target: '/?x=1' }],
    ['//[]?kmto=-1', { kind: 'redirect', location: '/[]?kmto=-1' }],
    ['//%00?constructor=1', { kind: 'redirect', location: '/%00?constructor=1' }],
    ['/\\evil.example/x', { kind: 'redirect', location: '/evil.example/x' }],
    ['\\\\evil.example', { kind: 'redirect', location: '/evil.example' }],
    ['http://kia.example//evil.example', { kind: 'redirect', location: '/evil.example' }],
    ['kia.example:443', { kind: 'bad' }],
    ['*', { kind: 'bad' }],
  ])('%s', (target, answer) => expect(requestTargetOf(target)).toEqual(answer));
});

describe('requestTargetAnswer: every later handler gets a path it can parse', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use(requestTargetAnswer);
    // as the page cache and the renderer read a request: this threw "Invalid URL" for `//[]`
    app.use((req, res) => res.send(`${new URL(req.originalUrl, 'http://x').pathname} on ${req.hostname}`));
    app.use(((_error, _req, res, _next) => res.status(500).send('error')) as express.ErrorRequestHandler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('redirects a leading // (301, same site) and refuses it on a POST', async () => {
    const get = await send(base, '//[]?kmto=-1');
    expect(get.status).toBe(301);
    expect(get.location).toMatch(/^\/[^/\\]/);
    expect((await send(base, '//%00?constructor=1', 'POST')).status).toBe(400);
  });

  it('reads an absolute-form target as its path on the Host of the request', async () => {
    const answer = await send(base, 'http://evil.example/de/auto-finden');
    expect(answer).toMatchObject({ status: 200, body: '/de/auto-finden on kia.example' });
  });

  it('answers 400 for authority-form and asterisk-form', async () => {
    expect((await send(base, 'kia.example:443')).status).toBe(400);
    expect((await send(base, '*', 'OPTIONS')).status).toBe(400);
  });
});
