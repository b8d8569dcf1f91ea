import type { Plugin } from 'vite';

/** `library: '@carweb/…',` or `library: LIBRARY,` of a page route (one per line, as Prettier writes it). */
const LIBRARY_FIELD = /^\s*library: ('@carweb\/[\w-]+'|LIBRARY),\n/gm;
/** `cacheSearch: someName,` on a line of its own, or `, cacheSearch: someName` inside a one-line handle. */
const CACHE_SEARCH_FIELD = /^\s*cacheSearch: [A-Za-z_$][\w$]*,\n|, cacheSearch: [A-Za-z_$][\w$]*(?= \})/gm;

/**
 * Drops what only the server reads from the page routes in the browser's bundle: the `library` name of every page
 * route (it tells docs/routes which library a URL belongs to) and a handle's `cacheSearch` given by name (the page
 * cache's key, decision 0023). The route table is part of the entry chunk every first load pays for (decision 0022).
 * A constant or function left unused is dropped by the minifier, with the module it came from when nothing else
 * uses it.
 */
export function routeLibraryNames(): Plugin {
  return {
    name: 'carweb:route-library-names',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/[\\/]libs[\\/].+\.tsx?$/.test(id) || !code.includes('PageRoute')) return null;
      const stripped = code.replace(LIBRARY_FIELD, '').replace(CACHE_SEARCH_FIELD, '');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
