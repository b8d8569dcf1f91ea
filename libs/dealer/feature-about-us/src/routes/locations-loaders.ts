import { aboutUsQuery, subDealerDetailsQuery, subDealerQuery } from '@carweb/api-dealer';
import { critical, optional, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { prefetchLocationSeo, toDealerHome } from './page-loader';

export interface LocationsData {
  /** the dealer's own about us exists (the head office links to it) */
  dealerAboutUs: boolean;
}

export interface SubDealerData {
  subDealerSlug: string;
  /** the location's about us exists (its page links to it) */
  aboutUs: boolean;
}

/** The locations list needs at least one sub-dealer detail (SPEC §2); a dealer without any → dealer home. */
export async function loadLocations(args: PageLoaderArgs): Promise<LocationsData> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  const ids = dealer.subDealers.map((sub) => sub.dealerId);
  if (ids.length === 0) throw toDealerHome(args);
  const [details, dealerAboutUs] = await Promise.all([
    critical(env.queryClient.ensureQueryData(subDealerDetailsQuery(api, dealer.dealerId, ids))),
    optional(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId))),
  ]);
  if (!details?.length) throw toDealerHome(args);
  return { dealerAboutUs: dealerAboutUs !== undefined };
}

/** A sub-dealer by its slug (SPEC §7 sub-dealers/{subDealerSlug}); unknown → dealer home, outage → 503. */
export async function loadSubDealer(args: PageLoaderArgs): Promise<SubDealerData> {
  const { env, api, params } = args;
  const slug = params['subDealerSlug'] ?? '';
  const dealer = await pageDealer(args);
  const summary = dealer.subDealers.find((sub) => sub.slug === slug);
  const [subDealer, aboutUs] = await Promise.all([
    critical(env.queryClient.ensureQueryData(subDealerQuery(api, dealer.dealerId, slug))),
    summary && optional(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId, summary.dealerId))),
    prefetchLocationSeo(args, 'subdealerPage', summary?.dealerId),
  ]);
  if (!subDealer || subDealer.parentDealerId !== dealer.dealerId) throw toDealerHome(args);
  return { subDealerSlug: slug, aboutUs: aboutUs !== undefined && summary?.dealerId === subDealer.dealerId };
}
