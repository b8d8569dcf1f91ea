import type { RouteObject } from 'react-router-dom';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { isRouteHandle, type RouteHandle } from './route-handle';

/** One page of the route table: its path in every language it has (docs/routes/<brand>.md). */
export interface RouteTableRow {
  /** the page's route id without language, e.g. `vehicle-market-detail` */
  page: string;
  pageType: string;
  robots: string;
  library: string;
  paths: Partial<Record<Locale, string[]>>;
}

const joinPath = (parent: string, path: string | undefined) =>
  `/${[...parent.split('/'), ...(path ?? '').split('/')].filter(Boolean).join('/')}`;

/** page id of a route id `${page}:${locale}${suffix}` (suffix `:bare` or `:root`) */
const pageIdOf = (routeId: string) => routeId.split(':')[0];

function collect(route: RouteObject, parentPath: string, visit: (route: RouteObject, path: string) => void) {
  const path = route.index ? parentPath : joinPath(parentPath, route.path);
  visit(route, path);
  for (const child of route.children ?? []) collect(child, path, visit);
}

/** Every page route of a brand's route table with its localized paths, page type, robots and owning library. */
export function routeTableRows(routes: RouteObject[]): RouteTableRow[] {
  const rows = new Map<string, RouteTableRow>();
  for (const root of routes) {
    collect(root, '', (route, path) => {
      if (!isRouteHandle(route.handle) || !route.id) return;
      const handle: RouteHandle = route.handle;
      const page = pageIdOf(route.id);
      const row = rows.get(page) ?? {
        page,
        pageType: handle.pageType,
        robots: `${handle.robots.noIndex ? 'noindex' : 'index'}, ${handle.robots.noFollow ? 'nofollow' : 'follow'}`,
        library: handle.library ?? '@carweb/platform-routing',
        paths: {},
      };
      const paths = (row.paths[handle.locale] ??= []);
      if (!paths.includes(path)) paths.push(path);
      rows.set(page, row);
    });
  }
  return [...rows.values()];
}

/** Alias spellings of a segment answer a permanent redirect (e.g. de `garagen` → `standorte`). */
function aliasLines(routes: RouteObject[]): string[] {
  const aliases = new Set<string>();
  for (const root of routes) {
    collect(root, '', (route, path) => {
      if (route.id?.includes(':alias:')) aliases.add(path);
    });
  }
  return aliases.size ? [`- alias paths answer 301 to the page's own segment: ${[...aliases].map((p) => `\`${p}\``).join(', ')}`] : [];
}

const cell = (paths: string[] | undefined) => (paths?.length ? paths.map((p) => `\`${p}\``).join('<br>') : '–');

/** Where a page's route is defined (a source file), as the tools find it; the route objects do not carry it. */
export type RouteFileOf = (row: RouteTableRow) => string | undefined;

/** The route table as markdown: what `npm run routes -- <brand>` prints and docs/routes/<brand>.md holds. */
export function routeTableMarkdown(brand: BrandConfig, routes: RouteObject[], fileOf: RouteFileOf = () => undefined): string {
  const rows = routeTableRows(routes);
  const head = ['page', 'page type', 'robots', ...brand.locales, 'library', 'defined in'];
  const lines = [
    `# Routes of ${brand.displayName} (\`${brand.id}\`)`,
    '',
    `Written by \`npm run routes -- ${brand.id} --write\` from the route table the brand server builds at start-up;`,
    'a unit test fails when this file and the table differ. `:dealerSlug` is the dealer base of SPEC §2; a path',
    'without language prefix serves dealers with one language. The code behind a URL is the page of its library; the',
    'last column names the file that defines its route (with the loader beside it, decision 0028).',
    '',
    `- \`/\` redirects (302) to \`${brand.rootRedirect}\` (SPEC §1); any other path that matches nothing redirects (302) to`,
    `  \`/${brand.locales[0]}{path}\`, where the language's catch-all answers 404.`,
    ...aliasLines(routes),
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${[
          row.page,
          row.pageType,
          row.robots,
          ...brand.locales.map((locale) => cell(row.paths[locale])),
          `\`${row.library}\``,
          fileOf(row) ? `\`${fileOf(row)}\`` : '–',
        ].join(' | ')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
