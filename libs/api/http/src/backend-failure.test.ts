import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { classifyFailure } from './backend-failure';
import { HttpClientError, request } from './http-client';

const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', classifyFailure);
const call = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  request({ locale: 'de', fetch, timeoutMs }, 'http://api.test/dealer', 'dealer-slug/x', { schema: z.object({ slug: z.string() }) });

describe('backend failure: absence or outage (decision 0015)', () => {
  it('404 and 410 are absence', async () => {
    expect(classifyFailure(new HttpClientError(404, 'Not Found'))).toBe('absence');
    expect(await failureOf(call(async () => new Response('{}', { status: 410 })))).toBe('absence');
  });

  it('5xx and other 4xx are an outage', async () => {
    expect(await failureOf(call(async () => new Response('{}', { status: 503 })))).toBe('outage');
    expect(await failureOf(call(async () => new Response('{}', { status: 500 })))).toBe('outage');
    expect(await failureOf(call(async () => new Response('{}', { status: 400 })))).toBe('outage');
  });

  it('a malformed body and an answer that breaks its contract are an outage', async () => {
    expect(await failureOf(call(async () => new Response('{"slug": [', { status: 200 })))).toBe('outage');
    expect(await failureOf(call(async () => new Response('{"slug": 1}', { status: 200 })))).toBe('outage');
  });

  it('a refused connection is an outage', async () => {
    expect(await failureOf(call(async () => Promise.reject(new TypeError('fetch failed'))))).toBe('outage');
  });

  it('a call over its time budget is aborted and is an outage', async () => {
    const hang = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await failureOf(call(hang, 50))).toBe('outage');
  });
});
