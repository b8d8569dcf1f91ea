import { dealerBySlugQuery } from '@carweb/api-dealer';
import { tradeInMakesAndModelsQuery } from '@carweb/api-form';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent } from './checkout-vehicle';
import { tradeInPage } from './trade-in-route';

export interface TradeInData {
  sent: boolean;
}

/** The dealer is critical (the dealer route answers its absence or outage); makes and models are suggestions only. */
export async function loadTradeIn({ request, params, env, api }: PageLoaderArgs): Promise<TradeInData> {
  await Promise.all([
    critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? ''))),
    env.queryClient.prefetchQuery(tradeInMakesAndModelsQuery(api)),
    tradeInPage.preload(),
  ]);
  return { sent: isSent(request) };
}
