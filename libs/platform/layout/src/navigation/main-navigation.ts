import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath, ROUTE_KEYS, sitePagePath, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/** Entries of the main navigation, named like their message keys. */
export type NavLabel =
  | 'vehicles'
  | 'approved'
  | 'subscription'
  | 'service'
  | 'tradeIn'
  | 'aboutUs'
  | 'locations'
  | 'locationsOverview'
  | 'modelRange'
  | 'brandWorld'
  | 'configurator'
  | 'overview'
  | 'vehicleMarket';

export interface NavEntry {
  key: string;
  /** a message key, or the dealer's own text for extra links */
  label: { message: NavLabel } | { text: string };
  href?: string;
  external?: boolean;
  children?: NavEntry[];
}

type NavDealer = Pick<Dealer, 'type' | 'hasCars' | 'subDealers' | 'extraMainNavLinks'>;
type MenuKey = BrandConfig['mainMenu'][number]['key'];
/** the site's own pages (not below a dealer): in the site frame's navigation, never a dealer's */
type SiteMenuKey = Extract<MenuKey, 'models' | 'configurator' | 'brandWorld'>;
type DealerMenuKey = Exclude<MenuKey, SiteMenuKey>;

const isExternal = (link: string) => /^https?:\/\//.test(link);
const isRouteKey = (route: string): route is RouteKey => (ROUTE_KEYS as readonly string[]).includes(route);

/** Menu entries of the brand config (SPEC §2: vehicle market, approved, subscription vehicles, trade-in). */
const MENU_LABELS: Record<DealerMenuKey, NavLabel> = {
  vehicleMarket: 'vehicles',
  approved: 'approved',
  subscription: 'subscription',
  tradeIn: 'tradeIn',
};
const VEHICLE_MARKET_ENTRIES: readonly DealerMenuKey[] = ['vehicleMarket', 'approved', 'subscription'];

/** The brand's menu entries of one kind, in the configured order, each with its page in the segment table. */
function menuEntries(base: DealerBase, keys: readonly DealerMenuKey[]): NavEntry[] {
  return base.brand.mainMenu
    .filter((entry): entry is { key: DealerMenuKey; route: string } => keys.includes(entry.key as DealerMenuKey) && isRouteKey(entry.route))
    .map((entry) => ({
      key: MENU_LABELS[entry.key],
      label: { message: MENU_LABELS[entry.key] },
      href: dealerPagePath(base, entry.route as RouteKey),
    }));
}

/**
 * The main navigation with every visibility rule of SPEC §2. The brand's menu entries keep the spec's
 * places: the vehicle-market ones (vehicle list, approved, subscription, in the configured order)
 * first, only when the dealer has cars or is not a service dealer; trade-in after service.
 */
export function mainNavigation(dealer: NavDealer, base: DealerBase): NavEntry[] {
  const brand: BrandConfig = base.brand;
  const service = dealer.type === 'service';
  const entries: NavEntry[] = [];
  if (brand.features.vehicleMarket && (dealer.hasCars || !service)) entries.push(...menuEntries(base, VEHICLE_MARKET_ENTRIES));
  entries.push({ key: 'service', label: { message: 'service' }, href: dealerPagePath(base, 'service') });
  // SPEC §2: the brand's rule hides trade-in for some dealer types (brand.tradeIn); a brand without it in its menu never shows it
  const tradeInHidden = brand.tradeIn.hiddenForDealerTypes.includes(dealer.type);
  if (brand.features.tradeIn && !tradeInHidden) entries.push(...menuEntries(base, ['tradeIn']));
  if (dealer.subDealers.length > 0) {
    entries.push({
      key: 'locations',
      label: { message: 'locations' },
      children: [
        { key: 'locations-overview', label: { message: 'locationsOverview' }, href: dealerPagePath(base, 'locations') },
        ...dealer.subDealers.map((sub) => ({
          key: `location-${sub.slug}`,
          label: { text: sub.name },
          href: dealerPagePath(base, 'locations', sub.slug),
        })),
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

/** The site pages' menu entries and the feature each needs: a page the brand does not have gets no entry. */
const SITE_MENU: Record<SiteMenuKey, { label: NavLabel; feature: 'modelRange' | 'brandWorld' }> = {
  models: { label: 'modelRange', feature: 'modelRange' },
  configurator: { label: 'configurator', feature: 'modelRange' },
  brandWorld: { label: 'brandWorld', feature: 'brandWorld' },
};

/**
 * The site frame's navigation (decision 0036): the brand's model list, configurator list and brand world, in the configured
 * order, where they exist.
 */
export function siteNavigation(brand: BrandConfig, locale: Locale): NavEntry[] {
  return brand.mainMenu
    .filter((entry): entry is { key: SiteMenuKey; route: string } => entry.key in SITE_MENU && isRouteKey(entry.route))
    .filter((entry) => brand.features[SITE_MENU[entry.key].feature])
    .map((entry) => ({
      key: entry.key,
      label: { message: SITE_MENU[entry.key].label },
      href: sitePagePath(brand, locale, entry.route as RouteKey),
    }));
}
