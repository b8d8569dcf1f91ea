import type { Plugin } from 'vite';

/** Vite's id of the helper every `import()` of the browser build is wrapped in (`__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper in the few lines this build needs (decision 0051). Vite's own (≈ 3 KB minified, in every first
 * load) also loads the stylesheets of split CSS, reads the CSP nonce meta, supports relative bases, and reports a failed
 * preload as a `vite:preloadError` event. None of that applies here: one stylesheet linked by the server
 * (`cssCodeSplit: false`, decision 0010), no nonce meta, the base is `/`, and nothing listens to that event — a failed
 * import rejects as it is and the caller's own handling takes it (a lazy route's code retries on the next call). What
 * is left is the preload itself: a dynamic import's dependency chunks are linked as `modulepreload` once, beside the
 * import, so they load in parallel instead of one after another.
 */
export function leanPreloadHelper(base = '/'): Plugin {
  const code = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`;
  return {
    name: 'carweb:lean-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: (id) => (id === PRELOAD_HELPER ? code : undefined) },
  };
}
