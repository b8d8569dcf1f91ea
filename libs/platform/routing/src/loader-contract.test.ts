import { describe, expect, it, vi } from 'vitest';
import { HttpClientError } from '@carweb/api-http';
import { critical, isOutageResponse, optional } from './loader-contract';

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('loader contract (decision 0015)', () => {
  it('critical: the value when the call succeeds', async () => {
    expect(await critical(Promise.resolve({ id: 1 }))).toEqual({ id: 1 });
  });

  it('critical: null when the backend says the thing does not exist (absence)', async () => {
    expect(await critical(Promise.reject(new HttpClientError(404, 'Not Found')))).toBeNull();
  });

  it.each([
    ['a 5xx', new HttpClientError(503, 'Service Unavailable')],
    ['another 4xx', new HttpClientError(400, 'Bad Request')],
    ['a malformed body', new SyntaxError('Unexpected end of JSON input')],
    ['a refused connection', new TypeError('fetch failed')],
    ['a call over its time budget', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])('critical: %s is an outage and throws the 503 answer, never null', async (_label, error) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await thrown(critical(Promise.reject(error)));
    expect(isOutageResponse(answer)).toBe(true);
  });

  it('optional: the value, or undefined on any failure', async () => {
    expect(await optional(Promise.resolve('seo'))).toBe('seo');
    expect(await optional(Promise.reject(new HttpClientError(503, 'x')))).toBeUndefined();
    expect(await optional(Promise.reject(new HttpClientError(404, 'x')))).toBeUndefined();
  });
});
