import { describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { dealerScope, scopedRequest } from './dealer-scope';
import { foldListState, listQueries } from './list-data';
import { listPageTypeOf, listPresetOf } from './list-pages';
import { approvedListRoute, listLanguageSwitch, subscriptionListRoute, vehicleListRoute } from './vehicle-list-route';

const api = { locale: 'de', platform: 'corporate' } as ApiContext;
const page = (n: number, ids: number[], total = 30) => ({
  data: { vehicles: ids.map((id) => vehicleFixture({ id })), totalMatches: total, currentPage: n, error: false },
  isPending: false,
  isError: false,
});

describe('dealer scope', () => {
  const dealer = { dealerId: 100, subDealers: [{ dealerId: 101 }, { dealerId: 102 }], vehicleSourceDealerIds: [300, 101] } as never;
  it('is the dealer, its sub-dealers and its source dealers', () => {
    expect(dealerScope(dealer)).toEqual([100, 101, 102, 300]);
    expect(dealerScope(null)).toBeNull();
  });
  it('a chosen location narrows the scope, an outside id cannot widen it', () => {
    const scope = dealerScope(dealer);
    expect(scopedRequest({ fuel: ['x'] }, {}, scope)).toEqual({ fuel: ['x'], dealerId: [100, 101, 102, 300] });
    expect(scopedRequest({}, { dealerId: [101, 999] }, scope)).toEqual({ dealerId: [101] });
    expect(scopedRequest({}, { dealerId: [999] }, scope)).toEqual({ dealerId: [100, 101, 102, 300] });
    expect(scopedRequest({ dealerId: [5] }, { dealerId: [5] }, null)).toEqual({ dealerId: [5] });
  });
});

describe('list queries and state', () => {
  it('asks for every page up to the URL page, 24 each, and counts without page or sort', () => {
    const queries = listQueries(api, { fuel: ['electric'], page: 2, sort: 'price_asc' }, [100], 'azz');
    expect(queries.pages.map((query) => query.queryKey)).toEqual([
      ['core', 'list', 'de', 'azz', { fuel: ['electric'], sort: 'price_asc', limit: 24, page: 1, dealerId: [100] }],
      ['core', 'list', 'de', 'azz', { fuel: ['electric'], sort: 'price_asc', limit: 24, page: 2, dealerId: [100] }],
    ]);
    expect(queries.count({ fuel: ['electric'], page: 2, sort: 'price_asc' }).queryKey).toEqual([
      'core',
      'list-count',
      'de',
      { fuel: ['electric'], dealerId: [100] },
    ]);
  });

  it('a preset page adds its preset to every page, the count and the search criteria, on top of the visitor’s filter', () => {
    const preset = listPresetOf('approvedPage');
    const queries = listQueries(api, { fuel: ['electric'] }, [100], 'azz', preset);
    expect(queries.pages[0].queryKey).toEqual([
      'core',
      'list',
      'de',
      'azz',
      { fuel: ['electric'], limit: 24, page: 1, dealerId: [100], qualitytags: ['youngUsedProgramme'] },
    ]);
    expect(queries.count({ qualitytags: ['warranty'] }).queryKey).toEqual([
      'core',
      'list-count',
      'de',
      { qualitytags: ['youngUsedProgramme'], dealerId: [100] },
    ]);
    expect(queries.criteria.queryKey.at(-1)).toEqual({ fuel: ['electric'], dealerId: [100], qualitytags: ['youngUsedProgramme'] });
    expect(listQueries(api, {}, null, undefined, listPresetOf('subscriptionPage')).pages[0].queryKey.at(-1)).toEqual({
      limit: 24,
      page: 1,
      buyingtags: ['subscription'],
    });
    const tags = [
      { category: 'qualitytags' as const, id: 'youngUsedProgramme', name: 'Junge Occasion' },
      { category: 'fuel' as const, id: 'electric', name: 'Elektro' },
    ];
    expect(queries.criteria.select({ sorting: [], filter: [], filterTags: tags, totalMatches: 2 }).filterTags).toEqual([tags[1]]);
  });

  it('list pages: their segment, page type and preset come from the route, not from the URL', () => {
    expect(
      [vehicleListRoute, approvedListRoute, subscriptionListRoute].map((route) => [route.routeKey, route.handle.pageType, route.feature]),
    ).toEqual([
      ['vehicleMarket', 'vehicleListPage', 'vehicleMarket'],
      ['approved', 'approvedPage', 'vehicleMarket'],
      ['subscription', 'subscriptionPage', 'vehicleMarket'],
    ]);
    expect(listPresetOf('vehicleListPage')).toBeUndefined();
    expect(listPresetOf('vehicleDetailPage')).toBeUndefined();
    expect(listPresetOf('subscriptionPage')).toEqual({ buyingtags: ['subscription'] });
    expect(listPageTypeOf('approvedPage')).toBe('approvedPage');
    expect(listPageTypeOf(undefined)).toBe('vehicleListPage');
  });

  it('folds the page queries through the SPEC §4 rules', () => {
    const state = foldListState([page(1, [1, 2]), page(2, [3])], false, '/hero.svg');
    expect(state).toMatchObject({
      vehicleCount: 30,
      currentPage: 2,
      totalPages: 2,
      firstFetch: false,
      loading: false,
      error: false,
      heroImage: '/hero.svg',
    });
    expect(foldListState([page(1, [1]), { isPending: true, isError: false }], false, null)).toMatchObject({
      loading: true,
      currentPage: 1,
    });
    expect(foldListState([{ isPending: false, isError: true }], false, null)).toMatchObject({
      loading: false,
      firstFetch: true,
      error: false,
    });
    expect(foldListState([page(1, [1])], true, null).error).toBe(true);
  });
});

describe('language switch of the list', () => {
  const brand = defineBrand({ ...testBrand, locales: ['de', 'fr'], mainMenu: [] });
  it('keeps the filter, but only the allowed parameters', () => {
    const args = { brand, handle: {} as never, params: {}, search: '?utm=1&fuel[]=electric&page=2', targetLocale: 'fr' as const };
    expect(listLanguageSwitch({ ...args, dealer: { dealerSlug: 'azz', includeLocale: true } })).toBe(
      '/fr/concessionnaire/azz/trouver-un-vehicule?fuel[]=electric&page=2',
    );
    expect(listLanguageSwitch(args)).toBe('/fr/trouver-un-vehicule?fuel[]=electric&page=2');
  });

  it('a preset list stays on its own page, with the visitor’s filter only', () => {
    const args = { brand, handle: { routeKey: 'approved' } as never, params: {}, search: '?fuel[]=electric', targetLocale: 'fr' as const };
    expect(listLanguageSwitch({ ...args, dealer: { dealerSlug: 'azz', includeLocale: true } })).toBe(
      '/fr/concessionnaire/azz/occasions-recentes?fuel[]=electric',
    );
  });
});
