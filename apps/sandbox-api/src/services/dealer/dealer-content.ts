import type Database from 'better-sqlite3';
import type { Locale } from '@carweb/shared-util-brand';

/**
 * Dealer pages stored per locale. A text missing in the requested locale falls back to the
 * dealer's default locale, then German.
 */
export function dealerContent(db: Database.Database) {
  const one = db.prepare('SELECT data FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? AND slug = ?');
  const many = db.prepare('SELECT data FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? ORDER BY position');
  const hasLocale = db.prepare('SELECT 1 FROM dealer_content WHERE dealer_id = ? AND kind = ? AND locale = ? LIMIT 1');

  const localeFor = (dealerId: number, kind: string, locales: Locale[]) =>
    locales.find((locale) => hasLocale.get(dealerId, kind, locale)) ?? locales[0];

  return {
    get<T>(dealerId: number, kind: string, locales: Locale[], slug = ''): T | undefined {
      for (const locale of locales) {
        const row = one.get(dealerId, kind, locale, slug) as { data: string } | undefined;
        if (row) return JSON.parse(row.data) as T;
      }
      return undefined;
    },
    list<T>(dealerId: number, kind: string, locales: Locale[]): T[] {
      const locale = localeFor(dealerId, kind, locales);
      return (many.all(dealerId, kind, locale) as { data: string }[]).map((row) => JSON.parse(row.data) as T);
    },
  };
}

export function localeChain(requested: Locale, dealerDefault: Locale): Locale[] {
  return [...new Set<Locale>([requested, dealerDefault, 'de'])];
}
