import type Database from 'better-sqlite3';
import { parseStored, daysFromNow } from '../../db/json';

interface ContentRow {
  id: string;
  model: string;
  locale: string;
  name: string;
  brand: string | null;
  dealer_id: number | null;
  url_path: string | null;
  category: string | null;
  published: number;
  hidden: number;
  published_days_ago: number;
  depublish_in_days: number | null;
  data: string;
}

export interface ContentQuery {
  model: string;
  locale: string;
  brand?: string;
  dealerId?: number;
  urlPath?: string;
  category?: string;
  includeUnpublished?: boolean;
}

export interface ContentEntry {
  id: string;
  name: string;
  modelName: string;
  published: 'published' | 'draft';
  createdDate: number;
  lastUpdated: number;
  data: Record<string, unknown>;
}

const LISTED_PAGES = new Set(['campaign', 'news']);

/**
 * Headless content. Campaign and news listings leave out hidden items, dealer landing pages (unless
 * that dealer is asked for) and depublished items, newest first (SPEC §7).
 */
export function contentRepository(db: Database.Database, mediaBase: string, now: () => Date) {
  const dateOf = (days: number) => daysFromNow(now(), days);
  const msOf = (days: number) => Date.parse(dateOf(days));

  function toEntry(row: ContentRow): ContentEntry {
    const data = parseStored<Record<string, unknown>>(row.data, mediaBase);
    const days = row.published_days_ago;
    if (LISTED_PAGES.has(row.model)) {
      Object.assign(data, {
        published: row.published === 1,
        hidden: row.hidden === 1,
        creationDate: dateOf(-days - 7),
        publishingDate: dateOf(-days),
        marketingDate: dateOf(-days),
        depublishDate: row.depublish_in_days === null ? null : dateOf(row.depublish_in_days),
      });
    }
    if (row.model === 'magazine-article') Object.assign(data, { lastUpdated: msOf(-days), dateTimestamp: msOf(-days) });
    if (row.model === 'job') Object.assign(data, { publishingDate: dateOf(-days) });
    return {
      id: row.id,
      name: row.name,
      modelName: row.model,
      published: row.published ? 'published' : 'draft',
      createdDate: msOf(-days - 7),
      lastUpdated: msOf(-days),
      data,
    };
  }

  return {
    query(q: ContentQuery): ContentEntry[] {
      const clauses = ['model = ?', 'locale = ?'];
      const params: (string | number)[] = [q.model, q.locale];
      const add = (clause: string, ...values: (string | number)[]) => {
        clauses.push(clause);
        params.push(...values);
      };
      if (!q.includeUnpublished) add('published = 1');
      if (q.brand) add('(brand = ? OR brand IS NULL)', q.brand);
      if (q.urlPath) add('url_path = ?', q.urlPath);
      if (q.category) add('category = ?', q.category);
      if (LISTED_PAGES.has(q.model)) {
        // a hidden item is left out of lists, but its own page (asked for by its path) answers
        if (!q.urlPath) add('hidden = 0');
        add('(depublish_in_days IS NULL OR depublish_in_days >= 0)');
        if (q.dealerId === undefined) add('dealer_id IS NULL');
      }
      if (q.dealerId !== undefined) add('(dealer_id IS NULL OR dealer_id = ?)', q.dealerId);
      const rows = db
        .prepare(`SELECT * FROM content_entries WHERE ${clauses.join(' AND ')} ORDER BY published_days_ago ASC, id ASC`)
        .all(...params) as ContentRow[];
      return rows.map(toEntry);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
