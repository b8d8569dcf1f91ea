import type Database from 'better-sqlite3';
import type { Locale } from '@carweb/shared-util-brand';
import { LOCALES } from '@carweb/shared-util-brand';

export const CONTENT_LOCALES: readonly Locale[] = LOCALES;

/** Inserts one dealer_content row per (dealer, kind, locale, slug). */
export function dealerContentWriter(db: Database.Database) {
  const insert = db.prepare('INSERT INTO dealer_content (dealer_id, kind, slug, locale, position, data) VALUES (?, ?, ?, ?, ?, ?)');
  return (dealerId: number, kind: string, locale: Locale, slug: string, position: number, data: unknown) =>
    insert.run(dealerId, kind, slug, locale, position, JSON.stringify(data));
}
