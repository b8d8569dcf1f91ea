import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { CAMPAIGN_AND_NEWS_PAGE_FRAGMENT } from './campaign-and-news-fragment';
import { ContentQueryError } from './content-graphql';
import { getCampaigns } from './get-campaigns';
import { getContentEntries } from './get-content-entries';
import { getKeyCampaign } from './get-key-campaign';
import { getNewsContent } from './get-news-content';

const api = (body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  const ctx: ApiContext = {
    locale: 'fr',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { ctx, url: () => new URL((fetch.mock.calls[0] as unknown as [string])[0], 'http://site') };
};

describe('content operations', () => {
  it('run a GraphQL query by GET with locale fr-CH, the wholesaler as brand and 4 campaigns by default', async () => {
    const { ctx, url } = api({ data: { campaigns: [] } });
    expect(await getCampaigns(ctx)).toEqual([]);
    expect(url().pathname).toBe('/api/content/graphql');
    expect(url().searchParams.get('query')).toContain('campaigns(locale: $locale');
    expect(JSON.parse(url().searchParams.get('variables') ?? '{}')).toEqual({ locale: 'fr-CH', brand: 'kia', limit: 4 });
  });

  it('select a campaign-and-news page through one fragment, with every field of its contract', async () => {
    const { campaignAndNewsPageSchema } = await import('@carweb/api-contracts');
    for (const key of Object.keys(campaignAndNewsPageSchema.shape))
      expect(CAMPAIGN_AND_NEWS_PAGE_FRAGMENT).toMatch(new RegExp(`\\n\\s+${key}\\b`));
    const queries = await Promise.all(
      [getCampaigns, getKeyCampaign, getNewsContent].map(async (get) => {
        const { ctx, url } = api({ data: { campaigns: [], keyCampaign: null, news: [] } });
        await get(ctx);
        return url().searchParams.get('query') ?? '';
      }),
    );
    for (const query of queries) {
      expect(query).toContain('...CampaignAndNewsPageFields');
      expect(query).toContain(CAMPAIGN_AND_NEWS_PAGE_FRAGMENT);
    }
  });

  it('fail on GraphQL errors', async () => {
    await expect(getCampaigns(api({ data: null, errors: [{ message: 'boom' }] }).ctx)).rejects.toBeInstanceOf(ContentQueryError);
  });

  it('list REST entries with the listing options and narrow data to the fields', async () => {
    const entry = {
      id: 'c1',
      name: 'C',
      modelName: 'campaign',
      published: 'published',
      createdDate: 1,
      lastUpdated: 2,
      data: { title: 'Aktion' },
    };
    const { ctx, url } = api({ results: [entry] });
    const results = await getContentEntries(ctx, 'campaign', {
      limit: 4,
      offset: 8,
      fields: ['title'],
      sort: '-publishingDate',
      enrich: true,
      cachebust: true,
    });
    expect(results[0].data.title).toBe('Aktion');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      locale: 'fr-CH',
      limit: '4',
      offset: '8',
      fields: 'data.title',
      sort: '-publishingDate',
      enrich: 'true',
      cachebust: 'true',
    });
  });
});
