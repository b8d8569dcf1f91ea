import { redirect } from 'react-router-dom';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, notFoundPath, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { dealerStockQuery } from './dealer-stock-query';

/**
 * Loader contract (decision 0015): the model range (model service brand-world/models) is critical: an outage
 * answers 503; the dealer is the dealer route's (decision 0028). The page is not for service dealers (SPEC §2)
 * and needs the range: both go to the not-found route, like the model forms' guard. The dealer's stock is
 * optional: prefetched into the server HTML, the cards link without counts when it fails.
 */
export async function loadModelRange(args: PageLoaderArgs): Promise<null> {
  const { env, api, locale, dealer: base } = args;
  const { queryClient, brand } = env;
  const [dealer, range] = await Promise.all([pageDealer(args), critical(queryClient.ensureQueryData(modelRangeQuery(api)))]);
  if (dealer.type === 'service' || !range) throw redirect(notFoundPath(brand, locale, base?.includeLocale ?? true));
  if (brand.features.vehicleMarket) await queryClient.prefetchQuery(dealerStockQuery(api, dealer));
  return null;
}
