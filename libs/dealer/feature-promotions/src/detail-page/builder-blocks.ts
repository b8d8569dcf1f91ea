import type { PageBuilderContent } from '@carweb/api-contracts';
import { dealerBasePath, dealerPagePath, ROUTE_KEYS, type DealerBase, type RouteKey } from '@carweb/platform-routing';

type RawBlock = PageBuilderContent['data']['blocks'][number];

/** A page-builder block this page knows how to show; the others are left out. */
export type PromotionBlock =
  | { id: string; kind: 'hero'; headline: string; image: string | null }
  | { id: string; kind: 'text'; html: string }
  | { id: string; kind: 'image'; src: string; alt: string }
  | { id: string; kind: 'button'; text: string; href: string; external: boolean };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
/** An image address of the page builder: a path or http(s); anything else (javascript:, data:) is none. */
const imageUrl = (value: unknown): string | null => {
  const url = text(value)?.trim() ?? null;
  return url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : null;
};
const isRouteKey = (value: string): value is RouteKey => (ROUTE_KEYS as readonly string[]).includes(value);

/**
 * A builder button's link: a route key of the segment table ('contact', 'serviceAppointment', …) is the
 * dealer's page, an anchor stays on the page, a path lies below the dealer, http(s) leaves the site.
 * Anything else (javascript:, data:, unknown keys) is no link.
 */
export function builderLink(link: string, base: DealerBase): { href: string; external: boolean } | null {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  if (value.startsWith('#') && value.length > 1) return { href: value, external: false };
  if (value.startsWith('/')) return { href: `${dealerBasePath(base)}${value}`.replace(/\/$/, ''), external: false };
  if (isRouteKey(value)) return { href: dealerPagePath(base, value), external: false };
  return null;
}

/** The blocks of a 'campaign-and-news-page' as the page shows them, in the editor's order. */
export function promotionBlocks(blocks: readonly RawBlock[], base: DealerBase): PromotionBlock[] {
  return blocks.flatMap((block): PromotionBlock[] => {
    const options = block.options;
    switch (block.component) {
      case 'Hero': {
        const headline = text(options['headline']);
        return headline ? [{ id: block.id, kind: 'hero', headline, image: imageUrl(options['image']) }] : [];
      }
      case 'Text': {
        const html = text(options['text']);
        return html ? [{ id: block.id, kind: 'text', html }] : [];
      }
      case 'Image': {
        const src = imageUrl(options['image']) ?? imageUrl(options['src']);
        return src ? [{ id: block.id, kind: 'image', src, alt: text(options['alt']) ?? '' }] : [];
      }
      case 'Button': {
        const label = text(options['text']);
        const link = builderLink(text(options['link']) ?? '', base);
        return label && link ? [{ id: block.id, kind: 'button', text: label, ...link }] : [];
      }
      default:
        return [];
    }
  });
}
