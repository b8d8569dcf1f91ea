import { dealerPromotionsQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { REQUESTED_PROMOTION_PARAM } from '../promotion-paths';
import { dealerOfPage } from './dealer-of-page';

type Preload = () => Promise<unknown>;
const noPreload: Preload = async () => undefined;

/** The list's promotions are the page: an outage is a 503 (decision 0015); no promotions is an empty list. */
export async function loadPromotionList(args: PageLoaderArgs, preloadPage: Preload = noPreload): Promise<{ dealerId: number } | null> {
  const [found] = await Promise.all([dealerOfPage(args), preloadPage()]);
  if (!found) return null;
  await critical(args.env.queryClient.ensureQueryData(dealerPromotionsQuery(args.api, found.dealer.dealerId)));
  return { dealerId: found.dealer.dealerId };
}

/** What the not-available page needs to know: whether a promotion was asked for (the first wording of SPEC §8). */
export interface PromotionUnavailableData {
  dealerId: number;
  requested: boolean;
}

/** The not-available page never fails for its own sake: the dealer's current promotions are optional. */
export async function loadPromotionUnavailable(
  args: PageLoaderArgs,
  preloadPage: Preload = noPreload,
): Promise<PromotionUnavailableData | null> {
  const [found] = await Promise.all([dealerOfPage(args), preloadPage()]);
  if (!found) return null;
  await args.env.queryClient.prefetchQuery(dealerPromotionsQuery(args.api, found.dealer.dealerId));
  const requested = new URL(args.request.url).searchParams.has(REQUESTED_PROMOTION_PARAM);
  return { dealerId: found.dealer.dealerId, requested };
}
