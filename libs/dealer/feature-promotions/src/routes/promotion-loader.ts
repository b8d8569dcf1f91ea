import { redirect } from 'react-router-dom';
import type { Promotion } from '@carweb/api-contracts';
import { marketApi, vehicleListQuery } from '@carweb/api-core';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { dealerPromotionQuery } from '@carweb/api-dealer';
import { critical, pageDealer, pageDealerBase, type PageLoaderArgs } from '@carweb/platform-routing';
import { preloadSanitizer } from '@carweb/shared-ui';
import { hasExpired } from '../current-promotions';
import { promotionCarFilter, promotionCarsRequest } from '../promotion-cars';
import { promotionPath, promotionSlug, promotionUnavailablePath } from '../promotion-paths';

/** Which of the two pages a promotion is asked on: {list}/{slug} or services/{slug} (service themes). */
export type PromotionPageKind = 'promotion' | 'serviceTheme';

/** What the page reads the cached promotion by. */
export interface PromotionLoaderData {
  dealerId: number;
  dealerSlug: string;
  slug: string;
}

const pageKindOf = (promotion: Pick<Promotion, 'isServiceTheme'>): PromotionPageKind =>
  promotion.isServiceTheme ? 'serviceTheme' : 'promotion';

/**
 * Loader contract (decision 0015) of the promotion pages. The promotion is critical: absent (404/410,
 * or expired) → 302 to the promotion-not-available page (SPEC §2); an outage → 503 in the dealer's
 * frame, never that redirect. A promotion asked on the other kind's page, or by its slug of another
 * language, is redirected (301) to its own URL. The page-builder content and the first 6 vehicles are
 * prefetched into the server HTML; they are optional, the page shows the promotion's own text or a
 * message when they fail.
 */
export async function loadPromotion(args: PageLoaderArgs, kind: PromotionPageKind): Promise<PromotionLoaderData> {
  const { params, env, api, request } = args;
  const dealer = await pageDealer(args);
  const base = pageDealerBase(args);
  const slug = params['slug'] ?? '';
  const promotion = await critical(env.queryClient.ensureQueryData(dealerPromotionQuery(api, dealer.dealerId, slug)));
  if (!promotion || hasExpired(promotion)) throw redirect(promotionUnavailablePath(base, slug));
  if (pageKindOf(promotion) !== kind || promotionSlug(promotion, args.locale) !== slug) {
    throw redirect(`${promotionPath(base, promotion)}${new URL(request.url).search}`, 301);
  }
  // the vehicles link to their detail pages: only where the brand has the vehicle market
  const cars = env.brand.features.vehicleMarket ? promotionCarFilter(promotion.carFilterId) : null;
  await Promise.all([
    // (on the server it is provided; the page tries a failed load again)
    preloadSanitizer(),
    promotion.isBuilderIoContent && promotion.builderIoPageId
      ? env.queryClient.prefetchQuery(pageBuilderContentQuery(api, 'campaign-and-news-page', promotion.builderIoPageId))
      : undefined,
    cars ? env.queryClient.prefetchQuery(vehicleListQuery(marketApi(api), promotionCarsRequest(cars, 1), dealer.slug)) : undefined,
  ]);
  return { dealerId: dealer.dealerId, dealerSlug: dealer.slug, slug };
}
