import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** tsconfig.base.json `paths` as Vite aliases: one source of truth for `@carweb/*` imports. */
export function workspaceAliases(): { find: string | RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));
  const paths = tsconfig.compilerOptions.paths as Record<string, string[]>; // './libs/…'
  return Object.entries(paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({ find: new RegExp(`^${name}$`), replacement: resolve(root, target) }));
}
