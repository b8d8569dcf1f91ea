import type Database from 'better-sqlite3';
import type { Locale } from '@carweb/shared-util-brand';
import { parseStored } from '../../db/json';

/**
 * Dealer pages stored per locale. A text missing in the requested locale falls back to the
 * dealer's default locale, then German.
 */
export function dealerContent(db: Database.Database, mediaBase: string) {
  const one = db.prepare('SELECT data FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? AND slug = ?');
  const many = db.prepare('SELECT data FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? ORDER BY position');
  const anyLocale = db.prepare('SELECT data FROM dealer_content WHERE dealer_id = ? AND kind = ? AND slug = ? LIMIT 1');
  const hasLocale = db.prepare('SELECT 1 FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? LIMIT 1');
  const parse = <T>(row: { data: string } | undefined) => (row ? parseStored<T>(row.data, mediaBase) : undefined);

  const content = {
    get<T>(dealerId: number, kind: string, locales: Locale[], slug = ''): T | undefined {
      for (const locale of locales) {
        const found = parse<T>(one.get(dealerId, kind, locale, slug) as { data: string } | undefined);
        if (found) return found;
      }
      return undefined;
    },
    list<T>(dealerId: number, kind: string, locales: Locale[]): T[] {
      const locale = locales.find((l) => hasLocale.get(dealerId, kind, l)) ?? locales[0];
      return (many.all(dealerId, kind, locale) as { data: string }[]).map((row) => parseStored<T>(row.data, mediaBase));
    },
    /** By slug in the visitor's language, or by a slug of another language (after a language switch). */
    bySlug<T extends { id: string }>(dealerId: number, kind: string, locales: Locale[], slug: string): T | undefined {
      const direct = content.get<T>(dealerId, kind, locales.slice(0, 1), slug);
      if (direct) return direct;
      const other = parse<T>(anyLocale.get(dealerId, kind, slug) as { data: string } | undefined);
      return other && content.list<T>(dealerId, kind, locales).find((item) => item.id === other.id);
    },
  };
  return content;
}

export type DealerContent = ReturnType<typeof dealerContent>;

export function localeChain(requested: Locale, dealerDefault: Locale): Locale[] {
  return [...new Set<Locale>([requested, dealerDefault, 'de'])];
}
