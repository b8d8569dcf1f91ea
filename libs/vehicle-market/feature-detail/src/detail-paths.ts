import { dealerPagePath, sitePagePath, type PageLoaderArgs } from '@carweb/platform-routing';

/** The vehicle-market URL builder a loader needs, for a dealer page or a brand-wide page. */
export function loaderMarketPath({ env, locale, dealer }: Pick<PageLoaderArgs, 'env' | 'locale' | 'dealer'>) {
  return (key: 'vehicleMarket' | 'vehicleNotAvailable', ...rest: string[]) =>
    dealer ? dealerPagePath(dealer, key, ...rest) : [sitePagePath(env.brand, locale, key), ...rest].join('/');
}
