import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { footnotesQuery } from '@carweb/api-base';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { prefetchDealerLayoutData } from './prefetch-dealer-layout';

const api = (fetch: ApiContext['fetch']): ApiContext => ({
  locale: 'fr',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch,
});

describe('prefetchDealerLayoutData', () => {
  it('puts the footnotes of the page language into the cache', async () => {
    const footnotes = [{ id: '1', text: 'Prix net recommandé.' }];
    const fetch = vi.fn(async (_url: RequestInfo | URL) => Response.json({ footnotes }));
    const queryClient = new QueryClient();
    await prefetchDealerLayoutData(queryClient, api(fetch));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('footnotes?locale=fr');
    expect(queryClient.getQueryData(footnotesQuery(api(fetch)).queryKey)).toEqual(footnotes);
  });

  it('never fails: a broken footnotes call leaves them out', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    await expect(
      prefetchDealerLayoutData(new QueryClient({ defaultOptions: { queries: { retry: false } } }), api(fetch)),
    ).resolves.toBeUndefined();
  });
});
