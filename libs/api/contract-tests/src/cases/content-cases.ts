import { expect } from 'vitest';
import * as content from '@carweb/api-content';
import { getDealerPromotions, getDealerServiceDetail, getDealerServiceList } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import type { ContractCase, Fixtures } from '../contract-case';

const present = (result: unknown) => expect(result).not.toBeNull();
const nonEmpty = (result: unknown) => expect((result as unknown[]).length).toBeGreaterThan(0);

/** The page-builder page of a promotion of the dealer, else of one of its services. */
async function builderPage(ctx: ApiContext, fx: Fixtures): Promise<[content.PageBuilderModel, string]> {
  const promotion = (await getDealerPromotions(ctx, fx.dealerId)).find((p) => p.builderIoPageId);
  if (promotion?.builderIoPageId) return ['campaign-and-news-page', promotion.builderIoPageId];
  for (const service of await getDealerServiceList(ctx, fx.dealerId)) {
    const detail = await getDealerServiceDetail(ctx, fx.dealerId, service.slug);
    if (detail.builderIoPageId) return ['service-page', detail.builderIoPageId];
  }
  throw new Error(`dealer ${fx.dealerId} has no page-builder content (no promotion or service with builderIoPageId)`);
}

export const CONTENT_CASES: ContractCase[] = [
  {
    fetcher: 'getContentEntries',
    run: async (ctx) => {
      const teasers = await content.getContentEntries(ctx, 'campaign', {
        limit: 4,
        offset: 0,
        fields: ['title', 'publishingDate'],
        sort: '-publishingDate',
        enrich: true,
      });
      expect(teasers.length).toBeLessThanOrEqual(4);
      expect(teasers.every((t) => Object.keys(t.data).every((k) => ['title', 'publishingDate'].includes(k)))).toBe(true);
      return content.getContentEntries(ctx, 'magazine-article', { limit: 7, cachebust: true });
    },
    check: nonEmpty,
  },
  { fetcher: 'getNavigationContent', run: (ctx) => content.getNavigationContent(ctx), check: present },
  { fetcher: 'getFooterContent', run: (ctx) => content.getFooterContent(ctx), check: present },
  { fetcher: 'getMagazineCategories', run: (ctx) => content.getMagazineCategories(ctx), check: nonEmpty },
  {
    fetcher: 'getCampaigns',
    run: (ctx, fx) => content.getCampaigns(ctx, { dealerId: fx.dealerId }),
    check: (result) => expect((result as unknown[]).length).toBeLessThanOrEqual(content.HOME_CAMPAIGN_LIMIT),
  },
  { fetcher: 'getKeyCampaign', run: (ctx) => content.getKeyCampaign(ctx), check: present },
  { fetcher: 'getNewsContent', run: (ctx) => content.getNewsContent(ctx, { limit: 10 }) },
  { fetcher: 'getModelCategories', run: (ctx) => content.getModelCategories(ctx), check: nonEmpty },
  { fetcher: 'getZeekrModels', run: (ctx) => content.getZeekrModels(ctx), check: nonEmpty },
  { fetcher: 'getMultileaseNavigation', run: (ctx) => content.getMultileaseNavigation(ctx), check: present },
  { fetcher: 'getMultileaseFooter', run: (ctx) => content.getMultileaseFooter(ctx), check: present },
  {
    fetcher: 'getPageBuilderContent',
    run: async (ctx, fx) => {
      const [model, pageId] = await builderPage(ctx, fx);
      return content.getPageBuilderContent(ctx, model, pageId);
    },
  },
];
