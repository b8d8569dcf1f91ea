import { dealerBasePath, dealerPagePath, sitePagePath, type PageLoaderArgs } from '@carweb/platform-routing';

/** The vehicle-market URL builder a loader needs, for a dealer page or a brand-wide page. */
export function loaderMarketPath({ request, params, env, locale }: Pick<PageLoaderArgs, 'request' | 'params' | 'env' | 'locale'>) {
  const { brand } = env;
  const dealerSlug = params['dealerSlug'];
  const { pathname } = new URL(request.url);
  if (!dealerSlug) {
    return (key: 'vehicleMarket' | 'vehicleNotAvailable', ...rest: string[]) => [sitePagePath(brand, locale, key), ...rest].join('/');
  }
  const withLocale = { brand, locale, dealerSlug, includeLocale: true };
  const includeLocale = pathname.startsWith(`${dealerBasePath(withLocale)}/`);
  return (key: 'vehicleMarket' | 'vehicleNotAvailable', ...rest: string[]) => dealerPagePath({ ...withLocale, includeLocale }, key, ...rest);
}
