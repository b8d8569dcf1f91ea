import type { Plugin } from 'vite';

/**
 * Dependencies a dynamic import need not preload: the chunks the entry imports statically are loaded
 * before any page code runs. Without this, every one of the ~70 dynamic imports of the route table
 * listed them again (`__vite__mapDeps`), ≈ 3 KB gzip on every first load (decision 0022).
 * The route table's own dynamic imports (the entry chunk's: each page's code and loader) list none at all: their
 * lists and the chunk table behind them were ≈ 3.6 KB gzip of every first load with ~150 routes (decision 0039). A
 * navigation's page chunk then fetches its shared chunks as its imports, one step later; the idle prefetch of likely
 * next pages (decision 0032) has usually loaded them already, and a first load links its chunks from the server.
 */
export function firstLoadPreloads() {
  const loadedWithEntry = new Set<string>();
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'carweb:first-load-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loadedWithEntry.has(fileName) || chunk?.type !== 'chunk') return;
          loadedWithEntry.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          entries.add(output.fileName);
          visit(output.fileName);
        }
      },
    },
  };
  const resolveDependencies = (_fileName: string, deps: string[], { hostId }: { hostId: string }) =>
    entries.has(hostId) ? [] : deps.filter((dep) => !loadedWithEntry.has(dep));
  return { plugin, resolveDependencies };
}
