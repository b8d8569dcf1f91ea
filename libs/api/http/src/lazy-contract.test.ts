import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from './http-client';
import { contract, contractList, contractNullable, parseWith } from './lazy-contract';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('lazy contracts (decision 0011)', () => {
  it('loads a named contract of the contracts library and parses with it', async () => {
    const footnotes = await parseWith(contract('footnotesResponseSchema'), { footnotes: [{ id: '1', text: 'Netto' }], extra: 1 });
    expect(footnotes).toEqual({ footnotes: [{ id: '1', text: 'Netto' }] });
    await expect(parseWith(contract('footnotesResponseSchema'), { footnotes: 'none' })).rejects.toThrow();
  });

  it('wraps a contract as a list or as nullable, built once', async () => {
    const list = contractList('footnoteSchema');
    expect(await list()).toBe(await list());
    expect(await parseWith(list, [{ id: '2', text: 'Brutto' }])).toEqual([{ id: '2', text: 'Brutto' }]);
    expect(await parseWith(contractNullable('footnoteSchema'), null)).toBeNull();
  });

  it('a request without contract answers the JSON unparsed; with a lazy one it loads while the request runs', async () => {
    const fetch = vi.fn(async () => ok({ a: 1, b: 'x' }));
    expect(await request({ locale: 'de', fetch }, '/api/x', 'y', {})).toEqual({ a: 1, b: 'x' });
    const loader = vi.fn(async () => z.object({ a: z.number() }));
    expect(await request({ locale: 'de', fetch }, '/api/x', 'y', { schema: loader })).toEqual({ a: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a contract that fails to load fails the request (after an HTTP error, that error wins)', async () => {
    const broken = () => Promise.reject(new Error('chunk failed to load'));
    await expect(request({ locale: 'de', fetch: vi.fn(async () => ok({ a: 1 })) }, '/api/x', 'y', { schema: broken })).rejects.toThrow(
      'chunk failed to load',
    );
    const down = vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    await expect(request({ locale: 'de', fetch: down }, '/api/x', 'y', { schema: broken })).rejects.toThrow(
      'HTTP Client 503 Service Unavailable',
    );
  });
});
