import { redirect } from 'react-router-dom';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';
import { dealerStockQuery } from './dealer-stock-query';
import { modelRangePage } from './model-range-route';

/**
 * Loader contract (decision 0015): the dealer and the model range (model service brand-world/models)
 * are critical: an outage answers 503. The page is not for service dealers (SPEC §2) and needs the
 * range: both go to the not-found route, like the model forms' guard. The dealer's stock is optional:
 * prefetched into the server HTML, the cards link without counts when it fails.
 */
export async function loadModelRange({ params, env, api, locale, dealer: base }: PageLoaderArgs): Promise<null> {
  const { queryClient, brand } = env;
  const [dealer, range] = await Promise.all([
    critical(queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? ''))),
    critical(queryClient.ensureQueryData(modelRangeQuery(api))),
    modelRangePage.preload(),
  ]);
  if (!dealer || dealer.type === 'service' || !range) throw redirect(notFoundPath(brand, locale, base?.includeLocale ?? true));
  if (brand.features.vehicleMarket) await queryClient.prefetchQuery(dealerStockQuery(api, dealer));
  return null;
}
