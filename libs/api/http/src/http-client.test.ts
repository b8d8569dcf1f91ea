import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { backendAddressesFromEnv } from './backend-addresses';
import { buildUrl, HttpClientError, request } from './http-client';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  it('adds the language, JSON query values and the bearer token', async () => {
    const fetch = vi.fn(async () => ok({ a: 1 }));
    await request({ locale: 'fr', bearerToken: 't0k', fetch }, 'http://api.test/core', '/list', {
      schema: z.object({ a: z.number() }),
      query: { filter: { page: 2 }, skip: undefined },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://api.test/core/list?locale=fr&filter=${encodeURIComponent('{"page":2}')}`);
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer t0k');
  });

  it("fails with 'HTTP Client {status} {statusText}' on a non-OK response", async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }));
    const call = request({ locale: 'de', fetch }, '/api/core', 'x', { schema: z.unknown() });
    await expect(call).rejects.toThrow(new HttpClientError(503, 'Service Unavailable', 'nope'));
    await expect(call).rejects.toThrow('HTTP Client 503 Service Unavailable');
  });

  it('sends the CSRF header only on non-GET calls to relative addresses', async () => {
    const fetch = vi.fn(async () => ok({ success: true }));
    const config = { locale: 'de', fetch, readCsrfToken: () => 'csrf-1' };
    await request(config, '/api/form', 'test-drive', { schema: z.unknown(), body: { a: 1 } });
    await request(config, 'http://form.test', 'test-drive', { schema: z.unknown(), body: { a: 1 } });
    await request(config, '/api/form', 'x', { schema: z.unknown() });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers.map((h) => h['X-XSRF-TOKEN'])).toEqual(['csrf-1', undefined, undefined]);
  });

  it('rejects a response that breaks the contract', async () => {
    const fetch = vi.fn(async () => ok({ a: 'text' }));
    await expect(request({ locale: 'de', fetch }, '/x', 'y', { schema: z.object({ a: z.number() }) })).rejects.toThrow();
  });

  it('reads backend addresses from the environment, defaulting to the sandbox', () => {
    expect(backendAddressesFromEnv({}).core).toBe('http://127.0.0.1:4100/core');
    expect(backendAddressesFromEnv({ SANDBOX_PORT: '5000' }).dealer).toBe('http://127.0.0.1:5000/dealer');
    expect(backendAddressesFromEnv({ FORM_API_URL: 'https://forms.example' }).form).toBe('https://forms.example');
  });

  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api/core/', '/a/b')).toBe('/api/core/a/b');
  });
});
