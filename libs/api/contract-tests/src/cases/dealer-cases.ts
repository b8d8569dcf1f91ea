import { expect } from 'vitest';
import * as dealer from '@carweb/api-dealer';
import type { ContractCase } from '../contract-case';

const nonEmptyList = (result: unknown) => expect((result as unknown[]).length).toBeGreaterThan(0);

export const DEALER_CASES: ContractCase[] = [
  { fetcher: 'getDealerBySlug', run: (ctx, fx) => dealer.getDealerBySlug(ctx, fx.dealerSlug) },
  { fetcher: 'getDealerHomepage', run: (ctx, fx) => dealer.getDealerHomepage(ctx, fx.dealerId) },
  { fetcher: 'getDealerServiceList', run: (ctx, fx) => dealer.getDealerServiceList(ctx, fx.dealerId), check: nonEmptyList },
  { fetcher: 'getDealerPromotions', run: (ctx, fx) => dealer.getDealerPromotions(ctx, fx.dealerId) },
  { fetcher: 'getDealerNews', run: (ctx, fx) => dealer.getDealerNews(ctx, fx.dealerId) },
  {
    fetcher: 'getDealerNewsItem',
    run: async (ctx, fx) => {
      const [first] = await dealer.getDealerNews(ctx, fx.dealerId);
      expect(first, 'dealer 100 has news').toBeDefined();
      return dealer.getDealerNewsItem(ctx, fx.dealerId, first.slug);
    },
  },
  {
    fetcher: 'getDealerPromotion',
    run: async (ctx, fx) => {
      const [first] = await dealer.getDealerPromotions(ctx, fx.dealerId);
      expect(first, 'dealer 100 has promotions').toBeDefined();
      return dealer.getDealerPromotion(ctx, fx.dealerId, first.slug);
    },
  },
  { fetcher: 'getSubDealer', run: (ctx, fx) => dealer.getSubDealer(ctx, fx.dealerId, fx.subDealerSlug) },
  {
    fetcher: 'getSubDealerDetails',
    run: (ctx, fx) => dealer.getSubDealerDetails(ctx, fx.dealerId, [fx.subDealerId]),
    check: (result) => expect((result as { dealerId: number }[]).map((d) => d.dealerId)).toEqual([101]),
  },
  { fetcher: 'getDealerHasCars', run: (ctx, fx) => dealer.getDealerHasCars(ctx, fx.dealerId) },
  { fetcher: 'getServiceEmployees', run: (ctx, fx) => dealer.getServiceEmployees(ctx, fx.dealerId) },
  {
    fetcher: 'getDealerServiceDetail',
    run: async (ctx, fx) => {
      const [first] = await dealer.getDealerServiceList(ctx, fx.dealerId);
      return dealer.getDealerServiceDetail(ctx, fx.dealerId, first.slug);
    },
  },
  { fetcher: 'getWorkshopServices', run: (ctx, fx) => dealer.getWorkshopServices(ctx, fx.dealerId), check: nonEmptyList },
  { fetcher: 'getDealerServicePage', run: (ctx, fx) => dealer.getDealerServicePage(ctx, fx.dealerId) },
  {
    fetcher: 'getAboutUs',
    run: async (ctx, fx) => {
      await dealer.getAboutUs(ctx, fx.dealerId);
      return dealer.getAboutUs(ctx, fx.dealerId, fx.subDealerId);
    },
  },
  {
    fetcher: 'getDealerList',
    run: (ctx) => dealer.getDealerList(ctx, { filter: 'all', dealerServiceType: 'testdrive' }),
    check: nonEmptyList,
  },
  { fetcher: 'getMinimalDealerList', run: (ctx) => dealer.getMinimalDealerList(ctx, 'tradein') },
  { fetcher: 'getDealerListSearchCriteria', run: (ctx) => dealer.getDealerListSearchCriteria(ctx) },
];
