import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from './http-client';

/** A fetch that never answers but rejects as soon as its signal aborts, like the real one. */
const hangingFetch = () =>
  vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

describe('cancellation and timeouts', () => {
  it('aborts the call when the caller cancels (TanStack Query passes its signal)', async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const call = request({ locale: 'de', fetch }, '/api/core', 'list', { schema: z.unknown(), signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('aborts the call after the configured timeout', async () => {
    const call = request({ locale: 'de', fetch: hangingFetch(), timeoutMs: 20 }, '/api/core', 'list', { schema: z.unknown() });
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('keeps the error answer on the error for field errors', async () => {
    const body = { success: false, error: 'validation', fieldErrors: { 'contact.email': ['invalid'] } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' }));
    await expect(request({ locale: 'de', fetch }, '/api/form', 'x', { schema: z.unknown(), body: {} })).rejects.toMatchObject({
      message: 'HTTP Client 400 Bad Request',
      body,
    });
  });
});
