// The brand's route table as the fuzz reads it: docs/routes/<brand>.md, which a unit test keeps equal to the route
// objects the server builds (decision 0016), so the generated paths follow the real table.
import { readFileSync } from 'node:fs';

export interface RouteRow {
  page: string;
  pageType: string;
  /** path patterns per locale, e.g. `/de/haendler/:dealerSlug/auto-finden/:slug` (with and without language prefix) */
  paths: Record<string, string[]>;
}

export interface RouteTable {
  locales: string[];
  rows: RouteRow[];
  /** `/de/haendlersuche`: where `/` redirects */
  rootRedirect: string;
  /** alias paths that answer 301 to the page's own segment, e.g. `/de/haendler/:dealerSlug/garagen` */
  aliases: string[];
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

export function readRouteTable(brand: string): RouteTable {
  const markdown = readFileSync(`docs/routes/${brand}.md`, 'utf8');
  const lines = markdown.split('\n').filter((line) => line.startsWith('| '));
  const head = cells(lines[0] ?? '');
  // the language columns, between robots and the library and file columns
  const locales = head.slice(3).filter((column) => /^[a-z]{2}$/.test(column));
  const rows = lines.slice(2).map((line) => {
    const [page = '', pageType = '', , ...rest] = cells(line);
    const paths: Record<string, string[]> = {};
    locales.forEach((locale, i) => {
      paths[locale] = (rest[i] ?? '')
        .split('<br>')
        .map((p) => p.replaceAll('`', ''))
        .filter((p) => p.startsWith('/'));
    });
    return { page, pageType, paths };
  });
  const rootRedirect = /- `\/` redirects \(302\) to `([^`]+)`/.exec(markdown)?.[1] ?? '/';
  const aliasLine = markdown.split('\n').find((line) => line.startsWith('- alias paths')) ?? '';
  const aliases = [...aliasLine.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return { locales, rows, rootRedirect, aliases };
}
