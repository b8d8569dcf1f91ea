import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every exported React component of the UI and feature libraries appears in at least one story (decision 0026).
 *
 * What counts as a component: a PascalCase name exported from a `.tsx` file under a library's `src` (`export function X`,
 * `export default function X`, `export const X = (…) =>` / `memo(` / `forwardRef(` / `lazy(`), except tests, stories
 * and `testing/` folders. Not components: constants (`export const HOME_FILTER = …`, `export const Foo = {…}`),
 * types, and context plumbing (`…Provider`, `…Context`), which the global Storybook decorators supply.
 * Covered: a `*.stories.tsx` imports it (from its file or its library's index) and names it outside the import —
 * `component: X`, `subcomponents: { X }` or `<X …>` in a story. Shown only inside another component's story (a page's
 * sections, a route's lazy page) does not count. Stories render with the one harness, the global providers of
 * .storybook/preview.tsx (decision 0029): no library has a story or test harness of its own.
 */
const root = resolve(import.meta.dirname, '../..');
const SKIP_FILE = /\.(test|stories|spec)\.tsx$/;
const NOT_A_COMPONENT = /(Provider|Context)$/;

function files(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : files(path, keep);
    return keep(path) ? [path] : [];
  });
}

const sub = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);
const LIBRARIES = [
  join(root, 'libs/shared/ui'),
  join(root, 'libs/platform/layout'),
  ...sub(join(root, 'libs')).flatMap((scope) => sub(scope).filter((lib) => /\/(feature|ui)-[^/]+$/.test(lib))),
].filter((lib) => existsSync(join(lib, 'src')));

interface Component {
  file: string;
  name: string;
  isDefault: boolean;
}

const EXPORTED = [
  /export\s+(default\s+)?function\s+([A-Z]\w*)/g,
  /export\s+const\s+([A-Z]\w*)\s*(?::[^=]+)?=\s*(?:\([^)]*\)\s*(?::[^=]+)?=>|(?:React\.)?(?:memo|forwardRef|lazy)\(|function)/g,
];

function componentsOf(file: string): Component[] {
  const source = readFileSync(file, 'utf8');
  const found = new Map<string, Component>();
  for (const match of source.matchAll(EXPORTED[0])) found.set(match[2], { file, name: match[2], isDefault: Boolean(match[1]) });
  for (const match of source.matchAll(EXPORTED[1])) found.set(match[1], { file, name: match[1], isDefault: false });
  const defaultName = /export\s+default\s+([A-Z]\w*)\s*;/.exec(source)?.[1];
  if (defaultName && found.has(defaultName)) found.set(defaultName, { file, name: defaultName, isDefault: true });
  return [...found.values()].filter(({ name }) => !/^[A-Z0-9_]+$/.test(name) && !NOT_A_COMPONENT.test(name));
}

const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths as Record<string, string[]>;
const libraryOf = (file: string) => LIBRARIES.find((lib) => file.startsWith(`${lib}/`)) ?? '';

function resolveImport(from: string, spec: string): string | undefined {
  if (spec.startsWith('.')) {
    const base = resolve(dirname(from), spec);
    return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/'));
  }
  const target = paths[spec]?.[0];
  return target ? resolve(root, target) : undefined;
}

/** `file#name` (or `library#name` for an import from a library's index) of every component a story file shows. */
function shownBy(storyFile: string): Set<string> {
  const source = readFileSync(storyFile, 'utf8');
  const shown = new Set<string>();
  const body = source.replace(/^import[^;]+;/gm, '');
  const used = (local: string) => new RegExp(`\\b${local}\\b`).test(body);
  for (const match of source.matchAll(/^import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)';/gm)) {
    const [, clause, spec] = match;
    const target = resolveImport(storyFile, spec);
    if (!target || clause.startsWith('type ')) continue;
    const key = target.endsWith('/index.ts') || target.endsWith('/index.tsx') ? libraryOf(target) || target : target;
    const defaultLocal = /^([A-Za-z_]\w*)/.exec(clause)?.[1];
    if (defaultLocal && used(defaultLocal)) shown.add(`${key}#default`);
    for (const named of /\{([^}]*)\}/.exec(clause)?.[1].split(',') ?? []) {
      const [imported, local = imported] = named
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (imported && used(local)) shown.add(`${key}#${imported}`);
    }
  }
  return shown;
}

describe('stories cover the components of the UI and feature libraries', () => {
  const components = LIBRARIES.flatMap((lib) => files(join(lib, 'src'), (p) => p.endsWith('.tsx') && !SKIP_FILE.test(p))).flatMap(
    componentsOf,
  );
  const stories = files(join(root, 'libs'), (p) => p.endsWith('.stories.tsx'));
  const shown = new Set(stories.flatMap((file) => [...shownBy(file)]));

  it('finds the libraries, their components and the stories', () => {
    expect(LIBRARIES.length).toBeGreaterThan(10);
    expect(components.length).toBeGreaterThan(50);
    expect(stories.length).toBeGreaterThan(50);
  });

  it('no library has a harness of its own: stories and component tests render with the global Storybook providers', () => {
    const harnesses = readdirSync(join(root, 'libs'), { recursive: true, encoding: 'utf8' }).filter(
      (path) => !path.includes('node_modules') && /-harness\.tsx$|\.stories\.test\.tsx$/.test(path),
    );
    expect(harnesses, 'render stories with parameters.route and MSW answers (decision 0029), not a harness of their own').toEqual([]);
  });

  it('every exported component appears in at least one story', () => {
    const covered = ({ file, name, isDefault }: Component) =>
      shown.has(`${file}#${name}`) || (isDefault && shown.has(`${file}#default`)) || shown.has(`${libraryOf(file)}#${name}`);
    const missing = components.filter((component) => !covered(component)).map(({ file, name }) => `${relative(root, file)}: ${name}`);
    if (missing.length > 0) console.log(`Components without a story (${missing.length}):\n  ${missing.join('\n  ')}`);
    expect(missing, `components without a story — add them to a *.stories.tsx:\n${missing.join('\n')}`).toEqual([]);
  });
});
