import { describe, expect, it } from 'vitest';
import { HttpClientError } from '@carweb/api-http';
import { createQueryClient, retryOutageOnce } from './app-providers';

const failingQuery = (error: Error) => {
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return Promise.reject(error);
  };
  return { queryFn, calls: () => calls };
};

describe('createQueryClient', () => {
  it('never retries on the server: an outage answers within the call budget, an absence at once', async () => {
    const client = createQueryClient('server');
    for (const error of [
      new HttpClientError(503, 'Service Unavailable'),
      new HttpClientError(404, 'Not Found'),
      new TypeError('fetch failed'),
    ]) {
      const query = failingQuery(error);
      const started = performance.now();
      await expect(client.fetchQuery({ queryKey: ['server', error.message], queryFn: query.queryFn })).rejects.toBe(error);
      expect(query.calls()).toBe(1);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('retries an outage once in the browser, never an absence', () => {
    expect(retryOutageOnce(0, new HttpClientError(503, 'Service Unavailable'))).toBe(true);
    expect(retryOutageOnce(0, new TypeError('fetch failed'))).toBe(true);
    expect(retryOutageOnce(1, new HttpClientError(503, 'Service Unavailable'))).toBe(false);
    expect(retryOutageOnce(0, new HttpClientError(404, 'Not Found'))).toBe(false);
    expect(retryOutageOnce(0, new HttpClientError(410, 'Gone'))).toBe(false);
    expect(createQueryClient('browser').getDefaultOptions().queries?.retry).toBe(retryOutageOnce);
  });
});
