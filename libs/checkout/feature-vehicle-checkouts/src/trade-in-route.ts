import { dealerBySlugQuery } from '@carweb/api-dealer';
import { tradeInMakesAndModelsQuery } from '@carweb/api-form';
import { critical, lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { isSent } from './checkout-vehicle';

const tradeInPage = lazyPage(() => import('./page/TradeInPage'));

export interface TradeInData {
  sent: boolean;
}

/** The dealer is critical (the dealer route answers its absence or outage); makes and models are suggestions only. */
async function loadTradeIn({ request, params, env, api }: PageLoaderArgs): Promise<TradeInData> {
  await Promise.all([
    critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? ''))),
    env.queryClient.prefetchQuery(tradeInMakesAndModelsQuery(api)),
    tradeInPage.preload(),
  ]);
  return { sent: isSent(request) };
}

/** {base}/trade-in (SPEC §2 "Trade-in: {base}/trade-in", navigation type vehicle market). */
export const tradeInRoute: PageRoute = {
  id: 'trade-in',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'tradeIn',
  feature: 'tradeIn',
  handle: { pageType: 'tradeInCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: loadTradeIn,
  // the lead's code and contracts load with the first submit, not with the page
  action: (args) => import('./trade-in-action').then((module) => module.tradeInAction(args)),
  Component: tradeInPage.Component,
};
