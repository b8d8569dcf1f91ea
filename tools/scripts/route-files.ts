// The file that defines each route of the route table (docs/routes/<brand>.md, decision 0028), found in the source of
// the route's library: the route objects carry the library, not the file. Used by tools/scripts/routes.mjs and its test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

interface RouteRow {
  /** the page's route id without language, e.g. `vehicle-market-detail` */
  page: string;
  library: string;
}

const root = resolve(import.meta.dirname, '../..');

/** A library's source folder from the workspace's path aliases, e.g. @carweb/dealer-feature-home → libs/dealer/feature-home/src. */
function sourceDirOf(library: string): string | undefined {
  const paths: Record<string, string[]> = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
  const entry = paths[library]?.[0];
  return entry && relative(root, resolve(root, entry, '..'));
}

/** Production source files (no tests, stories, harnesses or fixtures), route files first. */
function sourceFiles(dir: string): string[] {
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|fixtures?)\.tsx?$|harness|testing\//.test(file))
    .map((file) => join(dir, file));
  const isRoute = (file: string) => /route/.test(file.split('/').pop() ?? '');
  return [...files.filter(isRoute), ...files.filter((file) => !isRoute(file))].sort((a, b) => Number(isRoute(b)) - Number(isRoute(a)));
}

/**
 * Where a page's route is defined: the file with `id: '<page>'`, else one naming the page id as a literal (a route made by a
 * function, e.g. listRoute('vehicle-market-list', …)), else one building it from a template (`brand-form-${…}`,
 * `not-found:${locale}`).
 */
export function routeFileResolver(): (row: RouteRow) => string | undefined {
  const cache = new Map<string, { file: string; text: string }[]>();
  const sources = (library: string) => {
    if (!cache.has(library)) {
      const dir = sourceDirOf(library);
      cache.set(library, dir ? sourceFiles(dir).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })) : []);
    }
    return cache.get(library) ?? [];
  };
  return ({ page, library }) => {
    const files = sources(library);
    const templated = (text: string) =>
      [...text.matchAll(/`([\w-]+:?)\$\{/g)].some(
        ([, prefix]) => `${page}:`.startsWith(prefix) || (prefix.endsWith('-') && page.startsWith(prefix)),
      );
    return (
      files.find(({ text }) => text.includes(`id: '${page}'`)) ??
      files.find(({ text }) => text.includes(`'${page}'`)) ??
      files.find(({ text }) => templated(text))
    )?.file;
  };
}
