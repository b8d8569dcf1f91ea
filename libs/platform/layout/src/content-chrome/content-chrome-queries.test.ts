import { describe, expect, it } from 'vitest';
import { footerContentQuery, multileaseFooterQuery, multileaseNavigationQuery, navigationContentQuery } from '@carweb/api-content';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { contentAnswers } from './content-chrome.fixtures';
import { contentChromeQueries } from './content-chrome-queries';

const api = (fetch: ApiContext['fetch'] = contentAnswers()): ApiContext => ({
  locale: 'de',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch,
});

describe('contentChromeQueries: the source of the content navigation and footer per brand', () => {
  it("multilease (navigationSource 'multileaseContent'): its multilease queries", () => {
    const queries = contentChromeQueries(api(), { navigationSource: 'multileaseContent' });
    expect(queries.navigation.queryKey).toEqual(multileaseNavigationQuery(api()).queryKey);
    expect(queries.footer.queryKey).toEqual(multileaseFooterQuery(api()).queryKey);
  });

  it("every other brand: the brand's navigation and footer queries (the brand is the wholesaler)", () => {
    for (const brand of [{}, { navigationSource: 'dealer' as const }]) {
      const queries = contentChromeQueries(api(), brand);
      expect(queries.navigation.queryKey).toEqual(navigationContentQuery(api()).queryKey);
      expect(queries.footer.queryKey).toEqual(footerContentQuery(api()).queryKey);
    }
  });

  it('each asks the content service for its own GraphQL field', async () => {
    const fetch = contentAnswers();
    const signal = new AbortController().signal;
    const run = async (options: { queryFn?: unknown }) =>
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    await run(contentChromeQueries(api(fetch), {}).navigation);
    await run(contentChromeQueries(api(fetch), {}).footer);
    await run(contentChromeQueries(api(fetch), { navigationSource: 'multileaseContent' }).navigation);
    // the query string writes a space as "+"
    const fields = fetch.calls.map((url) => /\{[\s+]*(\w+)\(/.exec(url)?.[1]);
    expect(fields).toEqual(['navigation', 'footer', 'multileaseNavigation']);
    expect(fetch.calls[0]).toContain('"brand":"kia"');
  });
});
