import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import type { ModelPage } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { modelByMipsIdQuery, modelPageQuery } from '@carweb/api-model';
import { critical, notFoundPath, optional, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import {
  brandBestLeasingQuery,
  brandWorldDealersQuery,
  modelBrandPageQuery,
  modelTechDataQuery,
  variantsQuery,
} from './model-detail-queries';
import { isMipsId, levelOfArgs, modelPagePath } from './model-level';
import { modelStockQuery } from './model-stock';

/** The dealers that sell the model's brand: the brand page's vehicle profile, then its dealers; both optional. */
export async function prefetchModelDealers(queryClient: QueryClient, api: ApiContext, page: ModelPage): Promise<void> {
  const brandPage = await optional(queryClient.fetchQuery(modelBrandPageQuery(api, page)));
  if (brandPage) await queryClient.prefetchQuery(brandWorldDealersQuery(api, brandPage.general.vehicleProfileId));
}

/**
 * The model page (modelDetailPage) on the site and below a dealer, the same code (decision 0034).
 * - A path parameter that is a mipsId loads `model/{mipsId}` and redirects (302) to the model's slug URL on the same
 *   level; an unknown one goes to the not-found route.
 * - Loader contract (decision 0015): the model page, its variants and its technical data are critical (an outage
 *   answers 503 in the chrome); an unknown slug goes to the not-found route, like the model forms' guard. The best
 *   leasing offer, the stock count and the dealers are optional: prefetched into the server HTML, their sections
 *   are left out when they fail.
 */
export async function loadModelDetail(args: PageLoaderArgs): Promise<null> {
  const { params, env, api, locale, dealer: base } = args;
  const { queryClient, brand } = env;
  const level = levelOfArgs(args);
  const notFound = () => redirect(notFoundPath(brand, locale, base?.includeLocale ?? true));
  const param = params['slug'] ?? '';
  if (isMipsId(param)) {
    const model = await critical(queryClient.ensureQueryData(modelByMipsIdQuery(api, param)));
    throw model ? redirect(modelPagePath(level, model.slug), 302) : notFound();
  }
  const [dealer, page] = await Promise.all([
    args.dealerEntity ? pageDealer(args) : null,
    critical(queryClient.ensureQueryData(modelPageQuery(api, param))),
  ]);
  if (!page) throw notFound();
  await Promise.all([
    critical(queryClient.ensureQueryData(variantsQuery(api, page))),
    critical(queryClient.ensureQueryData(modelTechDataQuery(api, page))),
    queryClient.prefetchQuery(brandBestLeasingQuery(api, page)),
    brand.features.vehicleMarket ? queryClient.prefetchQuery(modelStockQuery(api, dealer)) : null,
    prefetchModelDealers(queryClient, api, page),
  ]);
  return null;
}
