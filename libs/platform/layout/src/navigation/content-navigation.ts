import type { NavigationContent } from '@carweb/api-contracts';
import type { ResolvedLink } from '../links/dealer-links';
import type { NavEntry } from './main-navigation';

export type ResolveLink = (url: string) => ResolvedLink | undefined;

export interface ContentNavigation {
  /** the main navigation: the content's items (a group with an overview of its own link), then its vehicle-market links */
  main: NavEntry[];
  /** the content's call-to-action links beside it */
  cta: NavEntry[];
}

const leaf = (key: string, label: NavEntry['label'], link: ResolvedLink | undefined): NavEntry[] =>
  link ? [{ key, label, href: link.href, external: link.external }] : [];

/**
 * The entries of the content service's navigation (SPEC §7 multilease navigation) as the content
 * gives them; a link that leads to no page is left out, a group without links too. No entry at all:
 * undefined, and the standard navigation stands in.
 */
export function contentNavigation(content: NavigationContent | null | undefined, resolve: ResolveLink): ContentNavigation | undefined {
  if (!content) return undefined;
  const main = content.navItems.flatMap((item, index): NavEntry[] => {
    const key = `content-${index}`;
    const own = resolve(item.url);
    const children = item.children.flatMap((child, childIndex) => leaf(`${key}-${childIndex}`, { text: child.label }, resolve(child.url)));
    if (children.length === 0) return leaf(key, { text: item.label }, own);
    return [{ key, label: { text: item.label }, children: [...leaf(`${key}-overview`, { message: 'overview' }, own), ...children] }];
  });
  const market = content.vehicleMarketLinks.flatMap((link, index) =>
    leaf(`content-vehicle-market-${index}`, { text: link.label }, resolve(link.url)),
  );
  if (market.length > 0) main.push({ key: 'content-vehicle-market', label: { message: 'vehicleMarket' }, children: market });
  const cta = content.ctaList.flatMap((link, index) => leaf(`content-cta-${index}`, { text: link.label }, resolve(link.url)));
  return main.length + cta.length > 0 ? { main, cta } : undefined;
}
