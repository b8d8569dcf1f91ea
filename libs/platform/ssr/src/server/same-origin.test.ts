import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginOnly } from './same-origin';

describe('sameOriginOnly: the lead forms POST guard', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.post('/form', sameOriginOnly, (_req, res) => res.send('ok'));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (headers: Record<string, string>) => fetch(`${base}/form`, { method: 'POST', headers }).then((r) => r.status);

  it('lets a form of this site through: same-origin fetch metadata, with or without a null Origin (no-referrer policy)', async () => {
    expect(await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'null' })).toBe(200);
    expect(await post({ 'Sec-Fetch-Site': 'same-origin', Origin: base })).toBe(200);
    expect(await post({ Origin: base })).toBe(200);
    expect(await post({ Referer: `${base}/de/page` })).toBe(200);
  });

  it('refuses a POST from another site or of unknown origin', async () => {
    expect(await post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).toBe(403);
    expect(await post({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.example' })).toBe(403);
    expect(await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' })).toBe(403);
    expect(await post({ Origin: 'https://evil.example' })).toBe(403);
    expect(await post({})).toBe(403);
  });
});
