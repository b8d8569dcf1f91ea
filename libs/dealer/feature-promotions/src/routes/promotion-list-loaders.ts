import { dealerPromotionsQuery } from '@carweb/api-dealer';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { REQUESTED_PROMOTION_PARAM } from '../promotion-paths';

/** The list's promotions are the page: an outage is a 503 (decision 0015); no promotions is an empty list. */
export async function loadPromotionList(args: PageLoaderArgs): Promise<{ dealerId: number } | null> {
  const dealer = await pageDealer(args);
  await critical(args.env.queryClient.ensureQueryData(dealerPromotionsQuery(args.api, dealer.dealerId)));
  return { dealerId: dealer.dealerId };
}

/** What the not-available page needs to know: whether a promotion was asked for (the first wording of SPEC §8). */
export interface PromotionUnavailableData {
  dealerId: number;
  requested: boolean;
}

/** The not-available page never fails for its own sake: the dealer's current promotions are optional. */
export async function loadPromotionUnavailable(args: PageLoaderArgs): Promise<PromotionUnavailableData> {
  const dealer = await pageDealer(args);
  await args.env.queryClient.prefetchQuery(dealerPromotionsQuery(args.api, dealer.dealerId));
  const requested = new URL(args.request.url).searchParams.has(REQUESTED_PROMOTION_PARAM);
  return { dealerId: dealer.dealerId, requested };
}
