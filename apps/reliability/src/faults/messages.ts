// The spec's texts (SPEC §8) as the site renders them, from the shared catalogs: the generic message of an outage and
// the texts of absence (404 page, vehicle not found), which a page under a fault must not show unless it did without.
import { readFileSync } from 'node:fs';
import type { PageLocale } from './pages';

interface SpecTexts {
  generic: string;
  absence: string[];
}

/** React's escaping of text in HTML. */
export const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The markup a visitor sees: without scripts, whose page data carries the whole message catalog (every page holds
 * the generic message and the 404 text there).
 */
export const visibleMarkup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

const cache = new Map<PageLocale, SpecTexts>();

export function specTexts(locale: PageLocale): SpecTexts {
  const known = cache.get(locale);
  if (known) return known;
  const catalog = JSON.parse(readFileSync(`libs/shared/util-i18n/src/i18n/${locale}.json`, 'utf8')) as Record<string, string>;
  const text = (id: string) => {
    const value = catalog[id];
    if (!value) throw new Error(`${locale}.json has no ${id}`);
    return htmlText(value);
  };
  const texts = { generic: text('genericError'), absence: [text('notFoundText'), text('vehicleNotFound')] };
  cache.set(locale, texts);
  return texts;
}
