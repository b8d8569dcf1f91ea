import type { Dealer } from '@carweb/api-contracts';
import { dealerBasePath, dealerPagePath, ROUTE_KEYS, type DealerBase, type RouteKey } from '@carweb/platform-routing';

/** Dealer link targets of SPEC §2 (content and dealer data point at dealer pages with these). */
export const DEALER_LINK_TARGETS = [
  'aboutus',
  'anchor',
  'custominternal',
  'external',
  'externalwithdealerid',
  'locationsOverview',
  'promotiondetailoverlay',
  'routetogarage',
  'service',
  'serviceform',
  'vehiclemarket',
] as const;
export type DealerLinkTarget = (typeof DEALER_LINK_TARGETS)[number];

export interface DealerLink {
  target: DealerLinkTarget;
  /** anchor id, path, URL, promotion or service slug, vehicle-market query — depending on the target */
  value?: string;
}

export interface ResolvedLink {
  href: string;
  /** leaves the site: opens in a new window */
  external: boolean;
}

type LinkDealer = Pick<Dealer, 'dealerId' | 'street' | 'zip' | 'city' | 'externalServiceFormUrl'>;

const internal = (href: string): ResolvedLink => ({ href, external: false });
const external = (href: string): ResolvedLink => ({ href, external: true });

/** An external address with the dealer's id: in its {dealerId} placeholder, else as query parameter. */
export function withDealerId(url: string, dealerId: number): string {
  if (url.includes('{dealerId}')) return url.replaceAll('{dealerId}', String(dealerId));
  return `${url}${url.includes('?') ? '&' : '?'}dealerId=${dealerId}`;
}

/** Directions to the garage on a map (SPEC §2 routetogarage). */
export function routeToGarageUrl(dealer: Pick<Dealer, 'street' | 'zip' | 'city'>): string {
  const destination = `${dealer.street}, ${dealer.zip} ${dealer.city}, Schweiz`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Every dealer link target of SPEC §2 resolved to a URL. */
export function resolveDealerLink(link: DealerLink, base: DealerBase, dealer: LinkDealer): ResolvedLink {
  const value = link.value?.trim() ?? '';
  switch (link.target) {
    case 'aboutus':
      return internal(dealerPagePath(base, 'aboutUs'));
    case 'anchor':
      return internal(`#${value.replace(/^#/, '')}`);
    case 'custominternal':
      return internal(`${dealerBasePath(base)}/${value.replace(/^\//, '')}`.replace(/\/$/, ''));
    case 'external':
      return external(value);
    case 'externalwithdealerid':
      return external(withDealerId(value, dealer.dealerId));
    case 'locationsOverview':
      return internal(dealerPagePath(base, 'locations'));
    case 'promotiondetailoverlay':
      return internal(value ? dealerPagePath(base, 'promotions', value) : dealerPagePath(base, 'promotions'));
    case 'routetogarage':
      return external(routeToGarageUrl(dealer));
    case 'service':
      return internal(value ? dealerPagePath(base, 'serviceDetail', value) : dealerPagePath(base, 'service'));
    case 'serviceform':
      return dealer.externalServiceFormUrl ? external(dealer.externalServiceFormUrl) : internal(dealerPagePath(base, 'serviceAppointment'));
    case 'vehiclemarket': {
      const query = value.replace(/^\?/, '');
      return internal(`${dealerPagePath(base, 'vehicleMarket')}${query ? `?${query}` : ''}`);
    }
  }
}

const isRouteKey = (value: string): value is RouteKey => (ROUTE_KEYS as readonly string[]).includes(value);

/**
 * A link written in content (a page-builder button): http(s) leaves the site, an anchor stays on the
 * page, a path lies below the dealer, a route key of the segment table ('contact', 'appointment', …)
 * is that page of the dealer. Anything else (javascript:, data:, unknown words) is no link.
 */
export function resolveContentLink(link: string, base: DealerBase): ResolvedLink | undefined {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return external(value);
  if (value.startsWith('#') && value.length > 1) return internal(value);
  if (value.startsWith('/')) return internal(`${dealerBasePath(base)}${value}`.replace(/\/$/, ''));
  if (isRouteKey(value)) return internal(dealerPagePath(base, value));
  return undefined;
}
