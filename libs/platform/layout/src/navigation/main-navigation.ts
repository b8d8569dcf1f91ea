import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import type { BrandConfig, BrandId } from '@carweb/shared-util-brand';

/** Entries of the main navigation, named like their message keys. */
export type NavLabel = 'vehicles' | 'service' | 'tradeIn' | 'aboutUs' | 'locations' | 'locationsOverview' | 'modelRange';

export interface NavEntry {
  key: string;
  /** a message key, or the dealer's own text for extra links */
  label: { message: NavLabel } | { text: string };
  href?: string;
  external?: boolean;
  children?: NavEntry[];
}

/**
 * SPEC §2: trade-in is hidden for service-type dealers of one wholesaler brand (kia) and for
 * brands that do not list it in their menu (e.g. toyota).
 */
export const TRADE_IN_HIDDEN_FOR_SERVICE_DEALERS: readonly BrandId[] = ['kia'];

type NavDealer = Pick<Dealer, 'type' | 'hasCars' | 'subDealers' | 'extraMainNavLinks'>;

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** The main navigation with every visibility rule of SPEC §2. */
export function mainNavigation(dealer: NavDealer, base: DealerBase): NavEntry[] {
  const brand: BrandConfig = base.brand;
  const service = dealer.type === 'service';
  const inMenu = (key: string) => brand.mainMenu.some((entry) => entry.key === key);
  const entries: NavEntry[] = [];
  if (brand.features.vehicleMarket && (dealer.hasCars || !service)) {
    entries.push({ key: 'vehicles', label: { message: 'vehicles' }, href: dealerPagePath(base, 'vehicleMarket') });
  }
  entries.push({ key: 'service', label: { message: 'service' }, href: dealerPagePath(base, 'service') });
  const tradeInHidden = service && TRADE_IN_HIDDEN_FOR_SERVICE_DEALERS.includes(brand.id);
  if (brand.features.tradeIn && inMenu('tradeIn') && !tradeInHidden) {
    entries.push({ key: 'tradeIn', label: { message: 'tradeIn' }, href: dealerPagePath(base, 'tradeIn') });
  }
  if (dealer.subDealers.length > 0) {
    entries.push({
      key: 'locations',
      label: { message: 'locations' },
      children: [
        { key: 'locations-overview', label: { message: 'locationsOverview' }, href: dealerPagePath(base, 'locations') },
        ...dealer.subDealers.map((sub) => ({ key: `location-${sub.slug}`, label: { text: sub.name }, href: dealerPagePath(base, 'locations', sub.slug) })),
      ],
    });
  } else {
    entries.push({ key: 'aboutUs', label: { message: 'aboutUs' }, href: dealerPagePath(base, 'aboutUs') });
  }
  if (brand.features.modelRange && !service) {
    entries.push({ key: 'modelRange', label: { message: 'modelRange' }, href: dealerPagePath(base, 'models') });
  }
  dealer.extraMainNavLinks.forEach((link, index) => {
    entries.push({ key: `extra-${index}`, label: { text: link.label }, href: link.link, external: isExternal(link.link) });
  });
  return entries;
}
