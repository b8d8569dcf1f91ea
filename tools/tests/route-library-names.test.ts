import { describe, expect, it } from 'vitest';
// the build's Vite plugins have no test project of their own (tools/vite is config, not a library)
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routeLibraryNames } from '../vite/route-library-names';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = routeLibraryNames().transform as unknown as Transform;

const ROUTE = `import type { PageRoute } from '@carweb/platform-routing';
const LIBRARY = '@carweb/dealer-feature-news';
export const a: PageRoute = {
  id: 'a',
  library: '@carweb/configurator-feature-models',
  routeKey: 'models',
};
export const b: PageRoute = {
  id: 'b',
  library: LIBRARY,
};
`;

describe('route library names stay out of the browser bundle (tools/vite/route-library-names.ts)', () => {
  it('drops the library field of page routes, literal or constant, and nothing else', () => {
    const out = transform(ROUTE, '/repo/libs/dealer/feature-news/src/routes.ts')?.code ?? '';
    expect(out).not.toMatch(/^\s*library:/m);
    expect(out).toContain("id: 'a',\n  routeKey: 'models',");
    expect(out).toContain("const LIBRARY = '@carweb/dealer-feature-news';");
  });

  it("drops a handle's cacheSearch given by name (the server's page cache key), on its own line or inline", () => {
    const code = `import type { PageRoute } from '@carweb/platform-routing';
import { jobsCacheSearch } from './jobs-search';
export const a: PageRoute = {
  id: 'a',
  handle: {
    pageType: 'builderContentPage',
    cacheSearch: jobsCacheSearch,
  },
};
export const b: PageRoute = { id: 'b', handle: { pageType: 'builderContentPage', robots: INDEX_FOLLOW, cacheSearch: magazineCacheSearch } };
export const c: PageRoute = { id: 'c', handle: { cacheSearch: (params) => own(params) } };
`;
    const out = transform(code, '/repo/libs/content/feature-jobs/src/jobs-routes.ts')?.code ?? '';
    expect(out).not.toContain('cacheSearch: jobsCacheSearch');
    expect(out).toContain("pageType: 'builderContentPage',\n  },");
    expect(out).toContain('robots: INDEX_FOLLOW }');
    // an inline function is left: its code is the page's own anyway
    expect(out).toContain('cacheSearch: (params) => own(params)');
  });

  it('leaves files without page routes, and files outside libs, as they are', () => {
    expect(transform("const x = { library: '@carweb/a' };\n", '/repo/libs/a/src/x.ts')).toBeNull();
    expect(transform(ROUTE, '/repo/tools/scripts/routes.ts')).toBeNull();
  });
});
