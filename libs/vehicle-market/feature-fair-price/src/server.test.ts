// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { testApiContext } from '@carweb/platform-routing/testing';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import { defineBrand, type Locale } from '@carweb/shared-util-brand';
import { fairPricesSearch } from './fair-prices-path';
import { fairPricesEndpoint } from './server';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr'], mainMenu: [] });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const rated = vehicleFixture({ id: 1, price: { value: 21_000 } });
const comparables = Array.from({ length: 6 }, (_, i) => vehicleFixture({ id: 200 + i, price: { value: 20_000 + 200 * i } }));

function backend() {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url);
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
    const vehicles = filter.cond ? [rated, ...comparables] : [rated];
    return json({ vehicles, totalMatches: vehicles.length, currentPage: 1, error: false });
  });
  const api = (locale: Locale) => testApiContext(fetch, { locale, backends: { core: 'http://core.test' } });
  return { api, urls };
}

const ask = (search: string, api: ReturnType<typeof backend>['api'], on = brand) =>
  fairPricesEndpoint.answer({ brand: on, query: new URLSearchParams(search), api });

describe('GET /data/fair-prices: the ratings of a list page the browser loaded itself', () => {
  it("asks the page's list call again, then the samples of its groups, and answers the packed ratings", async () => {
    const { api, urls } = backend();
    const answer = await ask(fairPricesSearch('fr', { limit: 24, page: 1, sort: 'price_asc' }, 'auto-zentrum-zuerich'), api);
    // median of 20 000 … 21 000 (six): 20 500; 21 000 is 2.4 % above: fair
    expect(answer).toEqual([[1, 2, 6, 20_500, 20_000, 21_000, 21_000]]);
    expect(urls.map((url) => url.pathname)).toEqual(['/fr/kia/ch/partnerweb/list', '/fr/kia/ch/partnerweb/list']);
    expect(urls[0]?.searchParams.get('dealerSlug')).toBe('auto-zentrum-zuerich');
    expect(urls[1]?.searchParams.has('dealerSlug')).toBe(false);
  });

  it('answers nothing (400) to what no list page asks: another locale, more than a page, no filter, an odd dealer', async () => {
    const { api, urls } = backend();
    expect(await ask(fairPricesSearch('it', { limit: 24 }, undefined), api)).toBeNull();
    expect(await ask(fairPricesSearch('de', { limit: 100 }, undefined), api)).toBeNull();
    expect(await ask('locale=de&filter=%7Bnot-json', api)).toBeNull();
    expect(await ask('locale=de', api)).toBeNull();
    expect(await ask(fairPricesSearch('de', { limit: 24 }, '../admin'), api)).toBeNull();
    const noMarket = defineBrand({ ...brand, features: { ...brand.features, vehicleMarket: false } });
    expect(await ask(fairPricesSearch('de', { limit: 24 }, undefined), api, noMarket)).toBeNull();
    expect(urls).toEqual([]);
  });
});
