import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PREVIEW_KEY } from '../src/services/content/content-preview';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

/** The content service keeps drafts behind its preview key (decision 0038). */
describe('the content service preview', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 200 });
  });
  afterAll(() => sandbox.close());

  const key = { authorization: `Bearer ${CONTENT_PREVIEW_KEY}` };
  const restIds = async (headers: Record<string, string> = {}) => {
    const response = await sandbox.get('/content/api/v3/content/campaign?locale=de-CH&brand=kia&includeUnpublished=true', headers);
    const body = (await response.json()) as { results: { id: string; published: string }[] };
    return { cacheControl: response.headers.get('cache-control'), drafts: body.results.filter((entry) => entry.published === 'draft') };
  };
  const graphqlIds = async (headers: Record<string, string> = {}) => {
    const query =
      'query C($locale: String!, $brand: String, $limit: Int, $preview: Boolean) { campaigns(locale: $locale, brand: $brand, limit: $limit, preview: $preview) { id published } }';
    const response = await sandbox.post(
      '/content/graphql',
      { query, variables: { locale: 'de-CH', brand: 'kia', limit: 30, preview: true } },
      headers,
    );
    const body = (await response.json()) as { data: { campaigns: { id: string; published: boolean }[] } };
    return body.data.campaigns.filter((campaign) => !campaign.published).map((campaign) => campaign.id);
  };

  it('answers unpublished content only to a caller with the key, and never for a cache', async () => {
    const withKey = await restIds(key);
    expect(withKey.drafts.length).toBeGreaterThan(0);
    expect(withKey.cacheControl).toBe('no-store');
    expect((await restIds()).drafts).toEqual([]);
    expect((await restIds({ authorization: 'Bearer forged' })).drafts).toEqual([]);
  });

  it('treats the GraphQL preview variable the same way', async () => {
    expect((await graphqlIds(key)).length).toBeGreaterThan(0);
    expect(await graphqlIds()).toEqual([]);
  });
});
