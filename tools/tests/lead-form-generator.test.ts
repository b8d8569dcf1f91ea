import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
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

describe('nx g @carweb/tools:lead-form (decision 0019)', () => {
  it('adds a lead form with its description, route, action, page, title message, story and test', async () => {
    const tree = createTreeWithEmptyWorkspace();
    const seeded = seed(tree, LIBRARY);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const done = await generator(tree, {
      name: 'brochure-request',
      path: 'brochures',
      routeKey: 'appointment',
      pageType: 'appointmentCheckoutPage',
    });
    done();
    const created = tree
      .listChanges()
      .filter((change) => change.type === 'CREATE' && change.path.startsWith(LIBRARY) && !seeded.has(change.path))
      .map((change) => relative(LIBRARY, change.path))
      .sort();
    expect(created).toEqual([
      'src/brochure-request-action.ts',
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
    expect(tree.read(`${LIBRARY}/src/forms/brochure-request-form.ts`, 'utf-8')).toContain("path: 'brochures'");
    for (const locale of ['de', 'fr', 'it', 'en', 'sl']) {
      expect(JSON.parse(tree.read(`${LIBRARY}/src/i18n/${locale}.json`, 'utf-8') ?? '{}')).toHaveProperty('brochureRequestTitle');
    }
    expect(tree.read(`${LIBRARY}/src/index.ts`, 'utf-8')).toContain("export { brochureRequestRoute } from './brochure-request-route';");
  });
});
