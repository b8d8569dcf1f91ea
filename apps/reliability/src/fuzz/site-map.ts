// The route table turned into what the oracle asks: a page's path in a language, the partner-web prefix, the
// first segments a language knows.
import type { DealerFacts } from './site-data';
import type { RouteRow, RouteTable } from './route-table';

export interface SiteMap {
  table: RouteTable;
  locales: string[];
  /** de → haendler */
  prefix: Record<string, string>;
  /** first segments after `/{locale}` that some route takes */
  knownFirst: Set<string>;
  rowOf(page: string): RouteRow;
  /** the page's path after the dealer slug in a language, e.g. `/auto-finden/:slug` ('' for the home page) */
  dealerSuffix(page: string, locale: string): string;
  /** the page's path of a site-wide page in a language, e.g. `/de/fahrzeug-nicht-verfuegbar` */
  sitePath(page: string, locale: string): string;
  /** the dealer's base path in a language: `/de/haendler/x`, or `/haendler/x` for a dealer with one language */
  dealerBase(dealer: DealerFacts, locale: string, bare: boolean): string;
}

export function siteMapOf(table: RouteTable): SiteMap {
  const rowOf = (page: string) => {
    const row = table.rows.find((r) => r.page === page);
    if (!row) throw new Error(`route table has no page ${page}`);
    return row;
  };
  const prefix: Record<string, string> = {};
  for (const locale of table.locales) prefix[locale] = (rowOf('partner-web-root').paths[locale]?.[0] ?? '').split('/')[2] ?? '';
  const knownFirst = new Set<string>();
  for (const row of table.rows) {
    for (const [locale, paths] of Object.entries(row.paths)) {
      for (const path of paths) if (path.startsWith(`/${locale}/`)) knownFirst.add(decodeURIComponent(path.split('/')[2] ?? ''));
    }
  }
  return {
    table,
    locales: table.locales,
    prefix,
    knownFirst,
    rowOf,
    dealerSuffix: (page, locale) => {
      const path = rowOf(page).paths[locale]?.find((p) => p.startsWith(`/${locale}/`)) ?? '';
      return path.split('/:dealerSlug')[1] ?? '';
    },
    sitePath: (page, locale) => rowOf(page).paths[locale]?.[0] ?? '',
    dealerBase: (dealer, locale, bare) => `${bare ? '' : `/${locale}`}/${prefix[locale]}/${dealer.slug}`,
  };
}

/** a path as it goes out: each segment percent-encoded (`modèles` → `mod%C3%A8les`) */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
