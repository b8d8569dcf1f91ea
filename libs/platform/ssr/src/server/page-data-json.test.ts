// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '@carweb/api-http';
import { usedCatalogsView } from '@carweb/shared-util-i18n';
import { scriptJson } from '../create-routes';
import type { PageData } from '../document/page-data';
import { pageDataJson } from './page-data-json';

const cache = new ResponseCache({ maxEntries: 10, maxStaleOnOutageMs: 0 });
const shared = <T>(url: string, value: T) => cache.get(url, { ttlMs: 60_000 }, async () => value);

async function pageData(): Promise<PageData> {
  const dealer = await shared('dealer', { dealerId: 100, name: 'Auto Zentrum Zürich <AG>', lines: ['a\u2028b'] });
  const seo = await shared('seo', { title: 'Fahrzeuge </script> finden', description: null });
  const messages = usedCatalogsView({ 'list.title': 'Fahrzeuge', 'detail.title': 'Fahrzeug', 'common.error': 'Fehler <b>' }, ['common']);
  void messages['list.title'];
  return {
    router: {
      loaderData: {
        root: { locale: 'de', messages, partial: true, since: new Date(Date.UTC(2026, 10, 27)) },
        'dealer:de': { brand: BRAND, dealerSlug: 'auto-zentrum-zuerich', dealer },
        'vehicle-market-list:de': null,
        seo,
        list: [1, 2, 3],
      },
      actionData: null,
      errors: null,
    },
    queries: {
      mutations: [],
      queries: [
        { queryKey: ['dealer'], queryHash: '["dealer"]', state: { data: dealer, dataUpdatedAt: 1, status: 'success' } },
        { queryKey: ['list'], queryHash: '["list"]', state: { data: { vehicles: [{ id: 1, title: 'Kia <EV6>' }] }, status: 'success' } },
        { queryKey: ['seo'], queryHash: '["seo"]', state: { data: seo, status: 'success' } },
        { queryKey: ['none'], queryHash: '["none"]', state: { data: undefined, status: 'pending' } },
      ],
    } as unknown as PageData['queries'],
    assets: ASSETS,
    brand: BRAND,
    origin: 'https://www.kia.ch',
    pageChunks: ['/assets/a.js'],
  } as PageData;
}
const BRAND = { id: 'kia', displayName: 'Kia <Brand>' } as unknown as PageData['brand'];
const ASSETS = { stylesheets: ['/assets/style.css'], entryModule: '/assets/entry.js' };

describe('pageDataJson', () => {
  it('writes the page data byte for byte as scriptJson does, render after render', async () => {
    for (let render = 0; render < 3; render += 1) {
      const data = await pageData();
      expect(pageDataJson(data, [BRAND, ASSETS])).toBe(scriptJson(data));
    }
  });

  it('serializes a shared value once (shared values never change: this test changes one to see it is not read again)', async () => {
    const data = await pageData();
    const first = pageDataJson(data, [BRAND, ASSETS]);
    const dealer = data.queries.queries[0]?.state.data as { name: string };
    dealer.name = 'changed';
    expect(pageDataJson(data, [BRAND, ASSETS])).toBe(first);
    dealer.name = 'Auto Zentrum Zürich <AG>';
  });

  it('without shared values it is scriptJson', () => {
    const data = { router: { loaderData: { a: { b: '<' } }, actionData: null, errors: null }, queries: { mutations: [], queries: [] } };
    expect(pageDataJson(data as unknown as PageData, [])).toBe(scriptJson(data));
  });
});
