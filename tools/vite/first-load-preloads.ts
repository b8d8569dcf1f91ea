import type { Plugin } from 'vite';

/**
 * Dependencies a dynamic import need not preload: the chunks the entry imports statically are loaded
 * before any page code runs. Without this, every one of the ~70 dynamic imports of the route table
 * listed them again (`__vite__mapDeps`), ≈ 3 KB gzip on every first load (decision 0022).
 */
export function firstLoadPreloads() {
  const loadedWithEntry = new Set<string>();
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
        for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      },
    },
  };
  const resolveDependencies = (_fileName: string, deps: string[]) => deps.filter((dep) => !loadedWithEntry.has(dep));
  return { plugin, resolveDependencies };
}
