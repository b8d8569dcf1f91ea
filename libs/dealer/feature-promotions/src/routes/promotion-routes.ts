import { dealerPromotionsQuery } from '@carweb/api-dealer';
import {
  critical,
  INDEX_FOLLOW,
  lazyPage,
  NO_INDEX_NO_FOLLOW,
  type LocalizedSlugSelector,
  type PageLoaderArgs,
  type PageRoute,
} from '@carweb/platform-routing';
import { REQUESTED_PROMOTION_PARAM } from '../promotion-paths';
import { dealerOfPage } from './dealer-of-page';
import { loadPromotion } from './promotion-loader';

const LIBRARY = '@carweb/dealer-feature-promotions';

const listPage = lazyPage(() => import('../list-page/PromotionListPage'));
const detailPage = lazyPage(() => import('../detail-page/PromotionDetailPage'));
const unavailablePage = lazyPage(() => import('../unavailable-page/PromotionUnavailablePage'));

/** The list's promotions are the page: an outage is a 503 (decision 0015); no promotions is an empty list. */
export async function loadPromotionList(args: PageLoaderArgs): Promise<{ dealerId: number } | null> {
  const [found] = await Promise.all([dealerOfPage(args), listPage.preload()]);
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
export async function loadPromotionUnavailable(args: PageLoaderArgs): Promise<PromotionUnavailableData | null> {
  const [found] = await Promise.all([dealerOfPage(args), unavailablePage.preload()]);
  if (!found) return null;
  await args.env.queryClient.prefetchQuery(dealerPromotionsQuery(args.api, found.dealer.dealerId));
  const requested = new URL(args.request.url).searchParams.has(REQUESTED_PROMOTION_PARAM);
  return { dealerId: found.dealer.dealerId, requested };
}

/** SPEC §2 localizedSlugSelector: the promotion's slug in every language, from the cached promotion. */
export const promotionSlugSelector: LocalizedSlugSelector = ({ queryClient, params }) => {
  const slug = params['slug'];
  const cached = queryClient.getQueriesData<{ slug: string; slugLocalizations: Record<string, string> }>({
    queryKey: ['dealer', 'promotion'],
  });
  const promotion = cached.map(([, data]) => data).find((data) => data?.slug === slug);
  return promotion?.slugLocalizations;
};

/** Promotions list (promotionListPage) at {base}/aktionen. */
export const promotionListRoute: PageRoute = {
  id: 'dealer-promotion-list',
  library: LIBRARY,
  routeKey: 'promotions',
  handle: { pageType: 'promotionListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: loadPromotionList,
  Component: listPage.Component,
};

/** Promotion detail (promotionDetailPage) at {base}/aktionen/{slug}. */
export const promotionDetailRoute: PageRoute = {
  id: 'dealer-promotion-detail',
  library: LIBRARY,
  routeKey: 'promotions',
  path: ':slug',
  handle: { pageType: 'promotionDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: promotionSlugSelector },
  loader: (args) => loadPromotion(args, 'promotion', detailPage.preload),
  Component: detailPage.Component,
};

/** Service-theme promotion (promotionServiceThemePage) at {base}/services/{slug}. */
export const promotionServiceThemeRoute: PageRoute = {
  id: 'dealer-promotion-service-theme',
  library: LIBRARY,
  routeKey: 'serviceThemePromotion',
  path: ':slug',
  handle: {
    pageType: 'promotionServiceThemePage',
    robots: INDEX_FOLLOW,
    navType: 'default',
    localizedSlugSelector: promotionSlugSelector,
  },
  loader: (args) => loadPromotion(args, 'serviceTheme', detailPage.preload),
  Component: detailPage.Component,
};

/** Promotion not available (promotionNotAvailablePage, no-index, no-follow) at {base}/aktion-nicht-verfuegbar. */
export const promotionUnavailableRoute: PageRoute = {
  id: 'dealer-promotion-unavailable',
  library: LIBRARY,
  routeKey: 'promotionUnavailable',
  handle: { pageType: 'promotionNotAvailablePage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: loadPromotionUnavailable,
  Component: unavailablePage.Component,
};
