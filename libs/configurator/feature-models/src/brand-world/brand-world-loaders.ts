import { redirect } from 'react-router-dom';
import { bestLeasingQuery, brandPageQuery, brandsQuery, brandWorldDealersQuery } from '@carweb/api-model';
import { critical, notFoundPath, optional, type PageLoaderArgs } from '@carweb/platform-routing';

/** The brands of the multi-make group (ourBrandsPage): `brand-world` is critical (decision 0015). */
export async function loadBrands({ env, api, locale }: PageLoaderArgs): Promise<null> {
  const brands = await critical(env.queryClient.ensureQueryData(brandsQuery(api)));
  if (!brands) throw redirect(notFoundPath(env.brand, locale));
  return null;
}

/**
 * One brand's page (`brand-world/page/{brandSlug}`): critical, an unknown brand goes to the not-found route. Its
 * dealers (by the page's vehicle profile) and its best leasing offer are optional: left out when they fail.
 */
export async function loadBrandPage({ params, env, api, locale }: PageLoaderArgs): Promise<null> {
  const { queryClient } = env;
  const brandSlug = params['brandSlug'] ?? '';
  const page = await critical(queryClient.ensureQueryData(brandPageQuery(api, brandSlug)));
  if (!page) throw redirect(notFoundPath(env.brand, locale));
  await Promise.all([
    optional(queryClient.prefetchQuery(brandWorldDealersQuery(api, page.general.vehicleProfileId))),
    queryClient.prefetchQuery(bestLeasingQuery(api, page.general.brand)),
  ]);
  return null;
}
