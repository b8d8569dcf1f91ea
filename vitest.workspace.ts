import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One vitest project per Nx project (its project.json), named like the Nx project so
 * `vitest run --project <name>` is the Nx `test` target. React code runs in jsdom, the rest in node.
 */
const root = import.meta.dirname;

function projectDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (existsSync(join(dir, 'project.json'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => projectDirs(join(dir, entry.name)));
}

const DOM_TYPES = new Set(['type:ui', 'type:feature']);

export const projects: TestProjectInlineConfiguration[] = [
  ...projectDirs(resolve(root, 'libs')),
  ...projectDirs(resolve(root, 'apps')),
  ...projectDirs(resolve(root, 'tools')),
]
  .map((dir) => ({ dir, project: JSON.parse(readFileSync(join(dir, 'project.json'), 'utf8')) }))
  .filter(({ project }) => !(project.tags as string[]).some((tag) => tag === 'type:e2e' || tag === 'type:ci'))
  .map(({ dir, project }) => ({
    extends: true,
    test: {
      name: project.name as string,
      root: dir,
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      environment: (project.tags as string[]).some((tag) => DOM_TYPES.has(tag)) ? 'jsdom' : 'node',
      // the tests' brand is the kia app's config (decision 0017)
      setupFiles: [resolve(root, 'vitest.setup.ts')],
    },
  }));

export default projects;
