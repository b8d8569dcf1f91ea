// The routing rules' answers (SPEC §2, docs/routes/<brand>.md) for the pages of a dealer, and the types every
// generated case carries: its rule, the allowed status and where a redirect must point.
import fc from 'fast-check';
import type { DealerFacts } from './site-data';
import { encodePath, type SiteMap } from './site-map';
import { junkWord } from './url-parts';

export interface Expect {
  /** the spec's rule, named in a failure */
  rule: string;
  status: number[];
  /** the server may also close the connection before it read the request (a URL over the header limit) */
  resetAllowed?: boolean;
  /** where a 3xx must point: the path (encoded) exactly, as a prefix or as an ending */
  location?: { path: string; match: 'exact' | 'prefix' | 'suffix'; vehicleId?: string; keepQuery?: boolean };
}

export interface PathCase {
  /** path and query as sent */
  url: string;
  expect: Expect;
}

export const ok = (rule: string): Expect => ({ rule, status: [200] });
export const redirect = (rule: string, status: number, path: string, match: 'exact' | 'prefix' | 'suffix' = 'exact'): Expect => ({
  rule,
  status: [status],
  location: { path, match },
});

/** an id no backend has: a slug whose last dash part is a number of 8–12 digits starting with 9 */
export const unknownSlug = fc.tuple(junkWord(10), fc.bigInt({ min: 9n * 10n ** 7n, max: 10n ** 12n - 1n })).map(([word, id]) => ({
  slug: `${word}-${id}`,
  id: String(id),
}));

const VEHICLE_CHECKOUTS = /^(vehicle-checkout-|vehicle-purchase-options$|model-test-drive$|model-offer$|check-in$)/;
/** a model's page and its configurator at a dealer (decision 0034): an unknown model goes to the not-found route */
const MODEL_PAGES = /^(model-detail|configurator)$/;

/** What a dealer page answers in a language the dealer has (SPEC §2 dealer pages, vehicle market, checkout routes). */
export function dealerPageAnswer(
  map: SiteMap,
  dealer: DealerFacts,
  page: string,
  locale: string,
  base: string,
  slug: { slug: string; id: string },
) {
  const suffix = map.dealerSuffix(page, locale);
  const notFoundRoute = `/${map.prefix[locale]}/404`;
  const path = `${base}${suffix}`.replace(/:(slug|hash)$/, slug.slug).replace(':subDealerSlug', slug.slug);
  if (page === 'vehicle-market-detail') {
    const target = `${base}${map.dealerSuffix('vehicle-market-not-available', locale)}`;
    return {
      path,
      expect: {
        rule: 'vehicle detail failure: 301 to not-available with vehicleId',
        status: [301],
        location: { path: encodePath(target), match: 'exact' as const, vehicleId: slug.id },
      },
    };
  }
  if (VEHICLE_CHECKOUTS.test(page))
    return { path, expect: redirect('missing vehicle or model: redirect to not-found', 302, notFoundRoute, 'suffix') };
  if (MODEL_PAGES.test(page)) return { path, expect: redirect('unknown model: redirect to not-found', 302, notFoundRoute, 'suffix') };
  if (page === 'dealer-promotion-detail' || page === 'dealer-promotion-service-theme') {
    return {
      path,
      expect: redirect(
        'failed promotion: promotion-not-available page',
        302,
        encodePath(`${base}${map.dealerSuffix('dealer-promotion-unavailable', locale)}`),
      ),
    };
  }
  if (page === 'dealer-news-detail' || page === 'dealer-service-detail')
    return { path, expect: redirect('failed news/service: dealer home', 302, encodePath(base)) };
  if (page === 'sub-dealer' || page === 'sub-dealer-about-us') {
    const known = dealer.subDealerSlugs.includes(slug.slug);
    return { path, expect: known ? ok('sub-dealer page') : redirect('unknown sub-dealer: redirect to dealer home', 302, encodePath(base)) };
  }
  if (page === 'model-range' && dealer.type === 'service')
    return { path, expect: redirect('model range: not for service dealers', 302, notFoundRoute, 'suffix') };
  if (page === 'our-brands' && !dealer.hasBrandPages)
    return { path, expect: redirect('our brands: only with brand pages', 302, notFoundRoute, 'suffix') };
  if (page === 'about-us' && !dealer.hasAboutUs)
    return { path, expect: redirect('about us absent: redirect to dealer home', 302, encodePath(base)) };
  if (page === 'locations' && dealer.subDealerSlugs.length === 0)
    return { path, expect: redirect('locations need a sub-dealer: dealer home', 302, encodePath(base)) };
  return { path, expect: ok(`dealer page ${page}`) };
}
