import type { Plugin } from 'vite';

/** `library: '@carweb/…',` or `library: LIBRARY,` of a page route (one per line, as Prettier writes it). */
const LIBRARY_FIELD = /^\s*library: ('@carweb\/[\w-]+'|LIBRARY),\n/gm;

/**
 * Drops the `library` name of every page route from the browser's bundle: it tells docs/routes which library a URL
 * belongs to (the route table, built on the server and by `npm run routes`), and the browser never reads it. The route
 * table is part of the entry chunk every first load pays for (decision 0022). A `LIBRARY` constant left unused is
 * dropped by the minifier.
 */
export function routeLibraryNames(): Plugin {
  return {
    name: 'carweb:route-library-names',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/[\\/]libs[\\/].+\.tsx?$/.test(id) || !code.includes('PageRoute') || !LIBRARY_FIELD.test(code)) return null;
      LIBRARY_FIELD.lastIndex = 0;
      return { code: code.replace(LIBRARY_FIELD, ''), map: null };
    },
  };
}
