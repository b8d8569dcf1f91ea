import { aboutUsQuery, subDealerQuery } from '@carweb/api-dealer';
import { critical, optional, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { prefetchLocationSeo, toDealerHome } from './page-loader';

export interface AboutUsData {
  /** the about us of one of the dealer's locations; null = the dealer's own */
  subDealerSlug: string | null;
  /** the dealer's own about us exists (a location's page links to it) */
  dealerAboutUs: boolean;
}

/** The dealer's about us is the page's critical data (SPEC §2): absent → dealer home, outage → 503. */
export async function loadAboutUs(args: PageLoaderArgs): Promise<AboutUsData> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  const aboutUs = await critical(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId)));
  if (!aboutUs) throw toDealerHome(args);
  return { subDealerSlug: null, dealerAboutUs: true };
}

/** A location's about us (about-us/{subDealerId}): the location and its about us are critical, the dealer's is a link. */
export async function loadSubDealerAboutUs(args: PageLoaderArgs): Promise<AboutUsData> {
  const { env, api, params } = args;
  const slug = params['subDealerSlug'] ?? '';
  const dealer = await pageDealer(args);
  const summary = dealer.subDealers.find((sub) => sub.slug === slug);
  if (!summary) throw toDealerHome(args);
  const [subDealer, aboutUs, dealerAboutUs] = await Promise.all([
    critical(env.queryClient.ensureQueryData(subDealerQuery(api, dealer.dealerId, slug))),
    critical(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId, summary.dealerId))),
    optional(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId))),
    prefetchLocationSeo(args, 'aboutUsPage', summary.dealerId),
  ]);
  if (!subDealer || !aboutUs) throw toDealerHome(args);
  return { subDealerSlug: slug, dealerAboutUs: dealerAboutUs !== undefined };
}
