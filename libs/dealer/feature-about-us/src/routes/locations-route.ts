import { aboutUsQuery, subDealerDetailsQuery, subDealerQuery } from '@carweb/api-dealer';
import { critical, INDEX_FOLLOW, lazyPage, optional, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { LIBRARY, pageDealer, prefetchLocationSeo, toDealerHome } from './page-loader';

const locationsPage = lazyPage(() => import('../locations/LocationsPage'));
const subDealerPage = lazyPage(() => import('../locations/SubDealerPage'));

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
async function loadLocations(args: PageLoaderArgs): Promise<LocationsData> {
  const { env, api } = args;
  const [dealer] = await Promise.all([pageDealer(args), locationsPage.preload()]);
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
async function loadSubDealer(args: PageLoaderArgs): Promise<SubDealerData> {
  const { env, api, params } = args;
  const slug = params['subDealerSlug'] ?? '';
  const [dealer] = await Promise.all([pageDealer(args), subDealerPage.preload()]);
  const summary = dealer.subDealers.find((sub) => sub.slug === slug);
  const [subDealer, aboutUs] = await Promise.all([
    critical(env.queryClient.ensureQueryData(subDealerQuery(api, dealer.dealerId, slug))),
    summary && optional(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId, summary.dealerId))),
    prefetchLocationSeo(args, 'subdealerPage', summary?.dealerId),
  ]);
  if (!subDealer || subDealer.parentDealerId !== dealer.dealerId) throw toDealerHome(args);
  return { subDealerSlug: slug, aboutUs: aboutUs !== undefined && summary?.dealerId === subDealer.dealerId };
}

/** {base}/{locations}: the dealer's locations (locationsPage); de `garagen` and its kin redirect here (301). */
export const locationsRoute: PageRoute = {
  id: 'locations',
  library: LIBRARY,
  routeKey: 'locations',
  handle: { pageType: 'locationsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: loadLocations,
  Component: locationsPage.Component,
};

/** {base}/{locations}/{subDealerSlug}: one location of the dealer (subdealerPage, with the location's SEO texts). */
export const subDealerRoute: PageRoute = {
  id: 'sub-dealer',
  library: LIBRARY,
  routeKey: 'locations',
  path: ':subDealerSlug',
  handle: { pageType: 'subdealerPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: loadSubDealer,
  Component: subDealerPage.Component,
};
