import { tradeInMakesAndModelsQuery } from '@carweb/api-form';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent } from './checkout-vehicle';

export interface TradeInData {
  sent: boolean;
}

/** The dealer is the dealer route's (it answers its absence or outage, decision 0028); makes and models are suggestions only. */
export async function loadTradeIn(args: PageLoaderArgs): Promise<TradeInData> {
  const { request, env, api } = args;
  await Promise.all([pageDealer(args), env.queryClient.prefetchQuery(tradeInMakesAndModelsQuery(api))]);
  return { sent: isSent(request) };
}
