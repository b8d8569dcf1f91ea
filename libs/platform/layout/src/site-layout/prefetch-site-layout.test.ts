import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { footnotesQuery } from '@carweb/api-base';
import { footerContentQuery, multileaseNavigationQuery, navigationContentQuery } from '@carweb/api-content';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { contentAnswers, footerContent, navigationContent } from '../content-chrome/content-chrome.fixtures';
import { prefetchSiteLayoutData } from './prefetch-site-layout';

const api = (fetch: ApiContext['fetch']): ApiContext => ({
  locale: 'fr',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch,
});

describe('prefetchSiteLayoutData', () => {
  it("every brand: footnotes and the brand's content navigation and footer, all at once", async () => {
    const answers = contentAnswers();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      await gate;
      return answers(url);
    });
    const queryClient = new QueryClient();
    const done = prefetchSiteLayoutData(queryClient, api(fetch), {});
    // no waterfall: the three calls are under way before any answers
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    release();
    await done;
    expect(queryClient.getQueryData(navigationContentQuery(api(fetch)).queryKey)).toEqual(navigationContent);
    expect(queryClient.getQueryData(footerContentQuery(api(fetch)).queryKey)).toEqual(footerContent);
    expect(queryClient.getQueryData(footnotesQuery(api(fetch)).queryKey)).toEqual([]);
    expect(answers.calls.some((url) => url.includes('footnotes?locale=fr'))).toBe(true);
  });

  it('multilease: its multilease navigation and footer', async () => {
    const fetch = contentAnswers();
    const queryClient = new QueryClient();
    await prefetchSiteLayoutData(queryClient, api(fetch), { navigationSource: 'multileaseContent' });
    expect(queryClient.getQueryData(multileaseNavigationQuery(api(fetch)).queryKey)).toEqual(navigationContent);
    expect(fetch.calls.filter((url) => /\{[\s+]*(navigation|footer)\(/.test(url))).toEqual([]);
  });

  it('never fails: a broken content service leaves navigation and footer to the standard ones', async () => {
    const fetch = contentAnswers({ contentDown: true });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchSiteLayoutData(queryClient, api(fetch), {})).resolves.toBeUndefined();
    expect(queryClient.getQueryState(navigationContentQuery(api(fetch)).queryKey)?.status).toBe('error');
    expect(queryClient.getQueryState(footnotesQuery(api(fetch)).queryKey)?.status).toBe('success');
  });
});
