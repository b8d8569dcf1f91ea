import { ROUTE_KEYS, sitePagePath, type RouteKey } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

export type MarketOffer = 'approved' | 'subscription' | 'tradeIn';

export interface MarketOfferLink {
  key: MarketOffer;
  href: string;
}

/**
 * The dealer search's parameter of SPEC §3's dealer service filter (libs/dealer/feature-search
 * `dealer-search-params.ts`: `service=tradein`), which this scope may not import: only dealers offering trade-in.
 */
export const TRADE_IN_DEALER_SEARCH = '?service=tradein';

const isRouteKey = (route: string): route is RouteKey => (ROUTE_KEYS as readonly string[]).includes(route);

/**
 * The market's further offers, as the site's navigation decides its menu entries (SPEC §2): approved and subscription
 * vehicles when the brand's main menu has them (their lists need the vehicle market, as this page does); trade-in when
 * the brand offers it. A trade-in is a dealer's form, so the brand's site leads to the dealers that offer it.
 */
export function marketOfferLinks(brand: BrandConfig, locale: Locale): MarketOfferLink[] {
  return brand.mainMenu.flatMap((entry): MarketOfferLink[] => {
    if ((entry.key === 'approved' || entry.key === 'subscription') && brand.features.vehicleMarket && isRouteKey(entry.route)) {
      return [{ key: entry.key, href: sitePagePath(brand, locale, entry.route) }];
    }
    if (entry.key === 'tradeIn' && brand.features.tradeIn) {
      return [{ key: 'tradeIn', href: `${sitePagePath(brand, locale, 'dealerSearch')}${TRADE_IN_DEALER_SEARCH}` }];
    }
    return [];
  });
}
