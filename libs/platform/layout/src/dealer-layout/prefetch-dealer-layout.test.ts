import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { footnotesQuery } from '@carweb/api-base';
import { multileaseFooterQuery, multileaseNavigationQuery } from '@carweb/api-content';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { contentAnswers, footerContent, navigationContent } from '../content-chrome/content-chrome.fixtures';
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

  it('a brand whose navigation comes from the content service: navigation, footer and footnotes at once', async () => {
    const answers = contentAnswers();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      await gate;
      return answers(url);
    });
    const queryClient = new QueryClient();
    const done = prefetchDealerLayoutData(queryClient, api(fetch), { navigationSource: 'multileaseContent' });
    // all three calls are under way before any answers: no waterfall
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    release();
    await done;
    expect(queryClient.getQueryData(multileaseNavigationQuery(api(fetch)).queryKey)).toEqual(navigationContent);
    expect(queryClient.getQueryData(multileaseFooterQuery(api(fetch)).queryKey)).toEqual(footerContent);
  });

  it('other brands do not ask the content service', async () => {
    const fetch = contentAnswers();
    await prefetchDealerLayoutData(new QueryClient(), api(fetch), { navigationSource: 'dealer' });
    await prefetchDealerLayoutData(new QueryClient(), api(fetch));
    expect(fetch.calls.filter((url) => url.includes('graphql'))).toEqual([]);
  });

  it('never fails: a broken content service leaves navigation and footer to the standard ones', async () => {
    const fetch = contentAnswers({ contentDown: true });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchDealerLayoutData(queryClient, api(fetch), { navigationSource: 'multileaseContent' })).resolves.toBeUndefined();
    expect(queryClient.getQueryState(multileaseNavigationQuery(api(fetch)).queryKey)?.status).toBe('error');
  });
});
