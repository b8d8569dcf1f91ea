import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { SPEC_CALLS, type SpecCall } from '@carweb/api-contract-tests';

/**
 * Which page uses each call of SPEC §7 ("the spec-call table says which page uses each"), found in the code:
 * a call's client file exports its fetcher and its query options / hook / mutation; a library outside `libs/api` that
 * imports one of them from production code (not a test, story or fixture) uses the call, and that library's routes name
 * the page types. `docs/spec-calls.md` is this table; `tools/tests/spec-call-pages.test.ts` keeps it current.
 */

const ROOT = join(import.meta.dirname, '../..');
const NOT_PRODUCTION = /\.(test|spec|stories)\.tsx?$|fixtures?\.ts$|\/testing\//;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names a call's client file exports beside its fetcher (`modelPageQuery`, `useModelPage`, …). */
function exportsOfFetcher(service: string, fetcher: string): string[] {
  const dir = join(ROOT, 'libs/api', service === 'brand' ? 'brand-forms' : service, 'src');
  const declares = new RegExp(`export (async )?function ${fetcher}\\b|export const ${fetcher}\\b`);
  const file = filesUnder(dir).find((path) => !NOT_PRODUCTION.test(path) && declares.test(readFileSync(path, 'utf8')));
  if (!file) return [fetcher];
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map((match) => match[1]);
}

export interface LibraryPages {
  /** the library folder, e.g. libs/configurator/feature-models */
  library: string;
  pageTypes: string[];
}

/** The project a file belongs to: the nearest folder above it with a project.json. */
function libraryOf(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'project.json')) && dir !== ROOT) dir = dirname(dir);
  return relative(ROOT, dir);
}

/** A library whose components frame every page: what it shows is on every page, whatever its type. */
const FRAMES: Record<string, string> = { 'libs/platform/layout': 'every page: the site and dealer frames' };

function pageTypesOf(library: string): string[] {
  if (FRAMES[library]) return [FRAMES[library]];
  const types = filesUnder(join(ROOT, library, 'src'))
    .filter((path) => !NOT_PRODUCTION.test(path))
    .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/pageType: '(\w+)'/g)].map((match) => match[1]));
  return [...new Set(types)].sort();
}

/**
 * What production code that uses a call contains: a lead form is data (decision 0019) naming its form-service `path` or
 * its brand POST (`'{brand}/{action}'`, the key of its definition), sent by the one fetcher of that path; any other
 * call is used through its client's exports.
 */
function usePattern(call: SpecCall): RegExp {
  if (call.service === 'form' && call.fetcher.startsWith('submit')) return new RegExp(`path: '${call.path}'`);
  const brandPost = /^\{locale\}\/(\w+)\.ch\/\{platform\}\/(.+)$/.exec(call.path);
  if (call.service === 'brand' && brandPost) return new RegExp(`'${brandPost[1]}/${brandPost[2]}'`);
  return new RegExp(`\\b(${exportsOfFetcher(call.service, call.fetcher).join('|')})\\b`);
}

const projectOf = (library: string) =>
  JSON.parse(readFileSync(join(ROOT, library, 'project.json'), 'utf8')) as { name: string; tags?: string[] };
const isDataAccess = (library: string) => projectOf(library).tags?.includes('type:data-access') ?? false;

/** The libraries whose production code imports `library` (`@carweb/<project name>`). */
function usersOfLibrary(library: string, sources: { path: string; text: string }[]): string[] {
  const alias = new RegExp(`from '@carweb/${projectOf(library).name}'`);
  return sources.filter((source) => alias.test(source.text)).map((source) => libraryOf(source.path));
}

export interface CallUse {
  call: SpecCall;
  users: LibraryPages[];
}

/** Every SPEC §7 call with the libraries (and their page types) whose production code uses it. */
export function specCallUses(): CallUse[] {
  const sources = ['libs']
    .flatMap((dir) => filesUnder(join(ROOT, dir)))
    .filter((path) => !relative(ROOT, path).startsWith('libs/api/') && !NOT_PRODUCTION.test(path))
    // what a comment mentions is not a use
    .map((path) => ({ path, text: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '') }));
  return SPEC_CALLS.map((call) => {
    const pattern = usePattern(call);
    const direct = [...new Set(sources.filter((source) => pattern.test(source.text)).map((source) => libraryOf(source.path)))];
    // a data-access library has no pages of its own: the libraries that use it are the call's users too
    const throughDataAccess = direct.filter(isDataAccess).flatMap((library) => usersOfLibrary(library, sources));
    const libraries = [...new Set([...direct, ...throughDataAccess])].sort();
    return { call, users: libraries.map((library) => ({ library, pageTypes: pageTypesOf(library) })) };
  });
}

/** docs/spec-calls.md */
export function specCallMarkdown(uses: CallUse[]): string {
  const used = uses.filter((use) => use.users.length > 0).length;
  const services = [...new Set(uses.map((use) => use.call.service))].map((service) => {
    const ofService = uses.filter((use) => use.call.service === service);
    const withPage = ofService.filter((use) => use.users.some((user) => user.pageTypes.length > 0)).length;
    return `${service} ${withPage} of ${ofService.length}`;
  });
  const rows = uses.map(({ call, users }) => {
    const where = users.length
      ? users.map((user) => `\`${user.library}\`${user.pageTypes.length ? ` (${user.pageTypes.join(', ')})` : ''}`).join('<br>')
      : '**no page**';
    return `| ${call.service} | ${call.method} | \`${call.path}\` | \`${call.fetcher}\` | ${where} |`;
  });
  return [
    '# The calls of SPEC §7 and the pages that use them',
    '',
    'Written by `node --import tsx tools/scripts/spec-call-pages.ts --write` from the code (a library outside `libs/api` whose',
    "production code imports the call's fetcher, query options or hook; its routes name the page types); a unit test fails",
    'when this file and the code differ.',
    '',
    `${used} of ${uses.length} calls feed a page.`,
    '',
    `Used by a page (a library with routes, or the frame of every page), per service: ${services.join(', ')}.`,
    '',
    '| service | method | call | fetcher | used by (page types) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const markdown = specCallMarkdown(specCallUses());
  if (process.argv.includes('--write')) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(ROOT, 'docs/spec-calls.md'), markdown);
  } else process.stdout.write(markdown);
}
