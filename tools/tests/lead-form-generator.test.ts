import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const LIBRARY = 'libs/checkout/feature-vehicle-checkouts';
const generator = createRequire(import.meta.url)('../generators/lead-form/generator.cjs') as (
  tree: Tree,
  options: Record<string, string>,
) => Promise<() => void>;

/** The library as it is in the workspace, copied into an empty Nx tree. */
function seed(tree: Tree, dir: string, seeded = new Set<string>()): Set<string> {
  for (const entry of readdirSync(join(root, dir))) {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) seed(tree, path, seeded);
    else {
      tree.write(path, readFileSync(join(root, path)));
      seeded.add(path);
    }
  }
  return seeded;
}

/** Generates a form into an Nx tree seeded with the real library; answers the tree and the files it created. */
async function generate(name: string) {
  const tree = createTreeWithEmptyWorkspace();
  const seeded = seed(tree, LIBRARY);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const done = await generator(tree, { name, path: 'brochures', routeKey: 'appointment', pageType: 'appointmentCheckoutPage' });
  done();
  const created = tree
    .listChanges()
    .filter((change) => change.type === 'CREATE' && change.path.startsWith(LIBRARY) && !seeded.has(change.path))
    .map((change) => relative(LIBRARY, change.path))
    .sort();
  return { tree, created };
}

describe('nx g @carweb/tools:lead-form (decisions 0019, 0022, 0028)', () => {
  it('adds a lead form with its description, route, loader, action, page, title message, story and tests', async () => {
    const { tree, created } = await generate('brochure-request');
    expect(created).toEqual([
      'src/brochure-request-action.ts',
      'src/brochure-request-loader.test.ts',
      'src/brochure-request-loader.ts',
      'src/brochure-request-route.ts',
      'src/forms/brochure-request-form.stories.tsx',
      'src/forms/brochure-request-form.test.ts',
      'src/forms/brochure-request-form.ts',
      'src/page/BrochureRequestPage.tsx',
    ]);
    const route = tree.read(`${LIBRARY}/src/brochure-request-route.ts`, 'utf-8') ?? '';
    expect(route).toContain("routeKey: 'appointment'");
    expect(route).toContain("pageType: 'appointmentCheckoutPage'");
    expect(route).toContain("library: '@carweb/checkout-feature-vehicle-checkouts'");
    // the route owns its page chunk; its loader is a chunk of its own that never imports the route back
    expect(route).toContain("...lazyPage(() => import('./page/BrochureRequestPage'))");
    expect(route).toContain("lazyRouteCode(() => import('./brochure-request-loader')");
    const loader = tree.read(`${LIBRARY}/src/brochure-request-loader.ts`, 'utf-8') ?? '';
    expect(loader).not.toMatch(/-route'|\.preload\(/);
    expect(loader).toContain('pageDealer(args)');
    expect(tree.read(`${LIBRARY}/src/forms/brochure-request-form.ts`, 'utf-8')).toContain("path: 'brochures'");
    for (const locale of ['de', 'fr', 'it', 'en', 'sl']) {
      expect(JSON.parse(tree.read(`${LIBRARY}/src/i18n/${locale}.json`, 'utf-8') ?? '{}')).toHaveProperty('brochureRequestTitle');
    }
    expect(tree.read(`${LIBRARY}/src/index.ts`, 'utf-8')).toContain("export { brochureRequestRoute } from './brochure-request-route';");
  });

  it("the generated form's own tests pass: written into the library, run by vitest, removed", async () => {
    const name = `generated-probe-${process.pid}`;
    const { tree } = await generate(name);
    const files = [`src/forms/${name}-form.ts`, `src/forms/${name}-form.test.ts`, `src/${name}-loader.ts`, `src/${name}-loader.test.ts`];
    const tests = files.filter((file) => file.endsWith('.test.ts')).map((file) => join(LIBRARY, file));
    try {
      for (const file of files) {
        mkdirSync(dirname(join(root, LIBRARY, file)), { recursive: true });
        writeFileSync(join(root, LIBRARY, file), tree.read(join(LIBRARY, file)) ?? '');
      }
      // a vitest of its own, as a developer would run it (without the variables of the vitest running this test)
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
      const run = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...tests], {
        cwd: root,
        encoding: 'utf8',
        env: { ...env, NO_COLOR: '1' },
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(0);
      expect(output).toMatch(/Test Files\s+2 passed/);
      expect(output).toMatch(/Tests\s+4 passed/);
    } finally {
      for (const file of files) rmSync(join(root, LIBRARY, file), { force: true });
    }
  }, 180_000);
});
