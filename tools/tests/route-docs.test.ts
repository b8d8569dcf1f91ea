import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTableMarkdown, routeTableRows } from '@carweb/platform-routing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { routeFileResolver } from '../scripts/route-files';

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

const fileOf = routeFileResolver();

describe('docs/routes/<brand>.md is the route table the brand server builds (decisions 0016, 0028)', () => {
  it.each(Object.values(apps).map((app) => [app.brand.id, app] as const))('%s', (id, app) => {
    const written = readFileSync(resolve(import.meta.dirname, `../../docs/routes/${id}.md`), 'utf8');
    const table = routeTableMarkdown(app.brand, app.createRoutes(app.brand), fileOf);
    expect(written, `docs/routes/${id}.md is out of date: npm run routes -- ${id} --write`).toBe(table);
  });

  it('names the file that defines every route, and that file names the route', () => {
    for (const app of Object.values(apps)) {
      for (const row of routeTableRows(app.createRoutes(app.brand))) {
        const file = fileOf(row);
        expect(file, `${app.brand.id}: ${row.page}`).toMatch(/^libs\/.+\.tsx?$/);
        expect(readFileSync(resolve(import.meta.dirname, '../..', file ?? ''), 'utf8')).toContain(row.page.split('-')[0]);
      }
    }
  });

  it('finds the brand apps', () => {
    expect(Object.keys(apps).length).toBeGreaterThanOrEqual(2);
  });
});
