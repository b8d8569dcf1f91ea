import { SEO_PLACEHOLDERS } from '@carweb/api-contracts/constants';

export type SeoPlaceholder = (typeof SEO_PLACEHOLDERS)[number];
export type SeoPlaceholderValues = Partial<Record<SeoPlaceholder, string | number | null | undefined>>;

const PLACEHOLDER = /(\s*)\{\{?\s*([A-Za-z]+)\s*\}?\}/g;

/**
 * Fills the placeholders of SPEC §3 ({dealerName}, {vehicleModelName}, …; {{…}} accepted too).
 * A placeholder without a value disappears with the space before it, and a separator left
 * dangling at either end ("– Kia") goes too; the rest of the text keeps its typography.
 */
export function fillSeoPlaceholders(text: string, values: SeoPlaceholderValues): string {
  return text
    .replace(PLACEHOLDER, (match, space: string, name: string) => {
      if (!(SEO_PLACEHOLDERS as readonly string[]).includes(name)) return match;
      const value = values[name as SeoPlaceholder];
      return value === undefined || value === null || value === '' ? '' : `${space}${value}`;
    })
    .replace(/^[\s–|-]+|[\s–|-]+$/g, '');
}
