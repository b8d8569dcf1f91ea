import { useMemo } from 'react';
import {
  dealerPagePath,
  sitePagePath,
  useCurrentPageMatch,
  useOptionalDealerBase,
  useRouteEnv,
  type DealerBase,
  type RouteKey,
} from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/** Where the vehicle market lives: below a dealer (partner web) or brand-wide below the language (corporate). */
export type MarketBase = { kind: 'dealer'; dealer: DealerBase } | { kind: 'brand'; brand: BrandConfig; locale: Locale };

export type CheckoutKind = 'buy' | 'leasing' | 'testDrive' | 'reservation' | 'subscription' | 'onlineSales' | 'purchaseOptions';

export interface MarketLinks {
  base: MarketBase;
  locale: Locale;
  /** the list, with an optional query string ('?…') */
  list(search?: string): string;
  /** the list of vehicles with a car subscription (subscription page) */
  subscriptionList(): string;
  detail(slug: string): string;
  notAvailable(vehicleId?: number | null): string;
  /** a checkout of the selling dealer (buy online, leasing, test drive), SPEC §2 {base}/{segment}/{slug} */
  checkout(kind: CheckoutKind, slug: string, sellerSlug: string): string;
  /** the model range of the dealer; null on brand-wide pages */
  models(): string | null;
  dealerHome(): string | null;
}

function pagePath(base: MarketBase, key: RouteKey, ...rest: string[]): string {
  if (base.kind === 'dealer') return dealerPagePath(base.dealer, key, ...rest);
  return [sitePagePath(base.brand, base.locale, key), ...rest].join('/');
}

const CHECKOUT_SEGMENT: Record<CheckoutKind, RouteKey> = {
  buy: 'buyOnline',
  leasing: 'leasingOnline',
  testDrive: 'testDrive',
  reservation: 'reservationPayment',
  subscription: 'subscriptionCheckout',
  onlineSales: 'onlineSales',
  purchaseOptions: 'distribution',
};

/** Every vehicle-market URL, built by the routing library's functions (nobody concatenates localized paths). */
export function marketLinks(base: MarketBase): MarketLinks {
  const locale = base.kind === 'dealer' ? base.dealer.locale : base.locale;
  const brand = base.kind === 'dealer' ? base.dealer.brand : base.brand;
  const sellerBase = (sellerSlug: string): DealerBase =>
    base.kind === 'dealer' && base.dealer.dealerSlug === sellerSlug
      ? base.dealer
      : { brand, locale, dealerSlug: sellerSlug, includeLocale: true };
  return {
    base,
    locale,
    list: (search = '') => `${pagePath(base, 'vehicleMarket')}${search}`,
    subscriptionList: () => pagePath(base, 'subscription'),
    detail: (slug) => pagePath(base, 'vehicleMarket', encodeURIComponent(slug)),
    notAvailable: (vehicleId) => `${pagePath(base, 'vehicleNotAvailable')}${vehicleId ? `?vehicleId=${vehicleId}` : ''}`,
    checkout: (kind, slug, sellerSlug) => dealerPagePath(sellerBase(sellerSlug), CHECKOUT_SEGMENT[kind], encodeURIComponent(slug)),
    models: () => (base.kind === 'dealer' && brand.features.modelRange ? dealerPagePath(base.dealer, 'models') : null),
    dealerHome: () => (base.kind === 'dealer' ? dealerPagePath(base.dealer) : null),
  };
}

/** The market base of the current page: its dealer, else the brand in the page's language. */
export function useMarketBase(): MarketBase {
  const dealer = useOptionalDealerBase();
  const { brand } = useRouteEnv();
  const locale = useCurrentPageMatch()?.handle.locale ?? brand.defaultLocale;
  return useMemo(() => (dealer ? { kind: 'dealer', dealer } : { kind: 'brand', brand, locale }), [dealer, brand, locale]);
}

export function useMarketLinks(): MarketLinks {
  const base = useMarketBase();
  return useMemo(() => marketLinks(base), [base]);
}
