import { dealerBySlugQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';

/**
 * The dealer of a service page and the base of its URLs. Null when the dealer does not exist: the
 * dealer route, which loads the same query, answers that (SPEC §2 root redirect); an outage throws the 503.
 */
export async function dealerOfPage({ params, env, api, dealer: base }: PageLoaderArgs) {
  if (!base) throw new Error('Service pages live below a dealer');
  const dealer = await critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? '')));
  return dealer ? { dealer, base } : null;
}
