import { describe, expect, it } from 'vitest';
import { assetsOf, pageChunksOf } from './manifest-assets';

describe('assetsOf (client manifest → page assets)', () => {
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, imports: ['_router.js', '_query.js'] },
    '_router.js': { file: 'assets/router-2.js', imports: ['_react.js'] },
    '_query.js': { file: 'assets/query-3.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-4.js' },
    'src/Page.tsx': { file: 'assets/Page-5.js', imports: ['_react.js'] },
    'style.css': { file: 'assets/style-6.css' },
  };

  it('links the one stylesheet of the build and starts the entry module', () => {
    expect(assetsOf(manifest)).toEqual({ entryModule: '/assets/entry-1.js', stylesheets: ['/assets/style-6.css'] });
  });

  it('keeps the entry stylesheets of a build with CSS code splitting', () => {
    const split = { 'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, css: ['assets/entry-1.css'] } };
    expect(assetsOf(split)).toMatchObject({ stylesheets: ['/assets/entry-1.css'] });
  });

  it('refuses a manifest without an entry', () => {
    expect(() => assetsOf({})).toThrow('No entry chunk');
  });
});

describe('pageChunksOf (page module → the chunks its first render needs beyond the entry)', () => {
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-4.js' },
    '_card.js': { file: 'assets/card-7.js', imports: ['_react.js'] },
    'src/Page.tsx': { file: 'assets/Page-5.js', imports: ['_react.js', '_card.js'] },
  };

  it('lists the page chunk and what it imports, leaving out what the entry loaded', () => {
    expect(pageChunksOf(manifest)('src/Page.tsx')).toEqual(['Page-5.js', 'card-7.js']);
  });

  it('lists nothing for a module the build does not know', () => {
    expect(pageChunksOf(manifest)('src/Other.tsx')).toEqual([]);
  });
});
