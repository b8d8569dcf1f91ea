// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { campaignsSitemapSource } from './campaigns-sitemap';
import { storyItems } from './testing/campaign-fixtures';

const campaigns = storyItems('campaign');
const hidden = { ...campaigns[0], id: 'hidden', hidden: true, localizedUrlPath: { 'de-CH': '/aktionen/versteckt' } };
const api = (locale: Locale): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: vi.fn(async (input: RequestInfo | URL) => {
    const query = new URL(String(input), 'http://site').searchParams.get('query') ?? '';
    const data = query.includes('news(') ? { news: storyItems('news') } : { campaigns: [...campaigns, hidden] };
    return new Response(JSON.stringify({ data }), { status: 200 });
  }),
});

describe('campaignsSitemapSource', () => {
  it("lists both lists and every listed item's page in the brand's languages, with the item's own paths", async () => {
    const urls = await campaignsSitemapSource.site(testBrand, 'https://www.kia.ch', api);
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain('https://www.kia.ch/de/aktionen');
    expect(locs).toContain('https://www.kia.ch/fr/news');
    const first = campaigns[0];
    const de = `https://www.kia.ch/de${first.localizedUrlPath['de-CH']}`;
    expect(locs).toContain(de);
    const entry = urls.find((url) => url.loc === de);
    expect(entry?.alternates).toContainEqual({ hreflang: 'fr-CH', href: `https://www.kia.ch/fr${first.localizedUrlPath['fr-CH']}` });
    expect(locs.some((loc) => loc.includes('versteckt'))).toBe(false);
  });
});
