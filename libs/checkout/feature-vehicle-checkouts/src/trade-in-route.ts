import { dealerBySlugQuery } from '@carweb/api-dealer';
import { tradeInMakesAndModelsQuery } from '@carweb/api-form';
import { critical, lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { isSent, SENT_PARAM } from './checkout-vehicle';

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

/** The dealer and its locations: who may take the lead. */
async function tradeInAction(args: PageLoaderArgs) {
  const dealer = await critical(args.env.queryClient.ensureQueryData(dealerBySlugQuery(args.api, args.params['dealerSlug'] ?? '')));
  const { runLeadAction } = await import('@carweb/checkout-form-engine');
  const { tradeInForm } = await import('./forms/trade-in-form');
  const dealerIds = [dealer?.dealerId, ...(dealer?.subDealers ?? []).map((sub) => sub.dealerId)];
  const url = new URL(args.request.url);
  return runLeadAction(tradeInForm, args.request, {
    api: args.api,
    // the chosen location must be one of this dealer's; anything else falls back to the dealer itself
    fixed: async (payload) => (dealerIds.includes(payload['dealerId'] as number) ? {} : { dealerId: dealer?.dealerId }),
    thanksUrl: `${url.pathname}?${SENT_PARAM}`,
  });
}

/** {base}/trade-in (SPEC §2 "Trade-in: {base}/trade-in", navigation type vehicle market). */
export const tradeInRoute: PageRoute = {
  id: 'trade-in',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'tradeIn',
  feature: 'tradeIn',
  handle: { pageType: 'tradeInCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: loadTradeIn,
  action: tradeInAction,
  Component: tradeInPage.Component,
};
