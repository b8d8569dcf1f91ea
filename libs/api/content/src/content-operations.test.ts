import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { ContentQueryError } from './content-graphql';
import { getCampaigns } from './get-campaigns';
import { getContentEntries } from './get-content-entries';

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
