import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTableMarkdown } from '@carweb/platform-routing';
import type { BrandConfig } from '@carweb/shared-util-brand';

interface BrandApp {
  brand: BrandConfig;
  createRoutes: (brand: BrandConfig) => RouteObject[];
}

// every brand app (a folder with a brand.config.ts), found by folder: a new brand app is checked without editing this file
const brandDirs = Object.keys(import.meta.glob('../../apps/*/brand.config.ts')).map((path) => path.replace('/brand.config.ts', ''));
const apps = Object.fromEntries(
  Object.entries(import.meta.glob<BrandApp>('../../apps/*/src/app.ts', { eager: true })).filter(([path]) =>
    brandDirs.some((dir) => path.startsWith(`${dir}/`)),
  ),
);

describe('docs/routes/<brand>.md is the route table the brand server builds (decision 0016)', () => {
  it.each(Object.values(apps).map((app) => [app.brand.id, app] as const))('%s', (id, app) => {
    const written = readFileSync(resolve(import.meta.dirname, `../../docs/routes/${id}.md`), 'utf8');
    const table = routeTableMarkdown(app.brand, app.createRoutes(app.brand));
    expect(written, `docs/routes/${id}.md is out of date: npm run routes -- ${id} --write`).toBe(table);
  });

  it('finds the brand apps', () => {
    expect(Object.keys(apps).length).toBeGreaterThanOrEqual(2);
  });
});
