import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaderRequired, csrfTokenRouter } from './csrf-token';

describe('the double-submit CSRF token of the browser API calls', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use(csrfTokenRouter());
    app.use('/api', csrfHeaderRequired, (_req, res) => res.json({ success: true }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const tokenCookie = async (cookie?: string) => {
    const response = await fetch(`${base}/api/csrf`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.headers.get('set-cookie') ?? '';
  };
  const post = (headers: Record<string, string>) =>
    fetch(`${base}/api/form/test-drive`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' }).then(
      (r) => r.status,
    );

  it('hands out a random token in a script-readable, same-site-only cookie; an existing one is kept', async () => {
    const first = await tokenCookie();
    expect(first).toMatch(/^XSRF-TOKEN=[\w-]{32}; Max-Age=86400; Path=\/; Expires=.+; SameSite=Strict$/);
    expect(first).not.toMatch(/HttpOnly/);
    expect(await tokenCookie()).not.toBe(first);
    expect(await tokenCookie('XSRF-TOKEN=kept-token')).toMatch(/^XSRF-TOKEN=kept-token;/);
  });

  it('lets a call with a body through only when the header repeats the cookie', async () => {
    const token = (await tokenCookie()).split(';')[0]?.split('=')[1] ?? '';
    expect(await post({ cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token })).toBe(200);
    expect(await post({ cookie: `XSRF-TOKEN=${token}` })).toBe(403);
    expect(await post({ 'X-XSRF-TOKEN': token })).toBe(403);
    expect(await post({ cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': `${token}x` })).toBe(403);
    expect(await post({})).toBe(403);
  });

  it('never stands in the way of reading calls', async () => {
    expect((await fetch(`${base}/api/core/list`)).status).toBe(200);
  });
});

describe('the token cookie over TLS', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    // the TLS ends at a proxy in front: req.secure from its X-Forwarded-Proto
    app.set('trust proxy', true);
    app.use(csrfTokenRouter());
    app.use('/api', csrfHeaderRequired, (_req, res) => res.json({ success: true }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const tls = { 'X-Forwarded-Proto': 'https' };
  const post = (headers: Record<string, string>) =>
    fetch(`${base}/api/form/test-drive`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...tls, ...headers },
      body: '{}',
    }).then((r) => r.status);

  it('is __Host-XSRF-TOKEN: Secure, Path=/, no Domain', async () => {
    const cookie = (await fetch(`${base}/api/csrf`, { headers: tls })).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[\w-]{32}; Max-Age=86400; Path=\/; Expires=.+; Secure; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Domain/i);
  });

  it('is the only one the header check accepts: a plain XSRF-TOKEN (a sibling subdomain can plant one) is not', async () => {
    expect(await post({ cookie: '__Host-XSRF-TOKEN=tls-token', 'X-XSRF-TOKEN': 'tls-token' })).toBe(200);
    expect(await post({ cookie: 'XSRF-TOKEN=planted', 'X-XSRF-TOKEN': 'planted' })).toBe(403);
    expect(await post({ cookie: 'XSRF-TOKEN=planted; __Host-XSRF-TOKEN=tls-token', 'X-XSRF-TOKEN': 'planted' })).toBe(403);
  });
});
