import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside the client manifest: for every chunk, the modules in it and
 * their minified length. The first-load budget check (tools/scripts/check-first-load.mjs) prints the
 * largest modules of a page that breaks its budget, so the reader sees what to move out of it.
 */
export function chunkModulesReport(workspaceRoot: string): Plugin {
  return {
    name: 'carweb:chunk-modules-report',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const report: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
          .map(([id, info]) => [relative(workspaceRoot, id.replace(/^\0/, '')), info.renderedLength] as const);
        report[output.fileName] = Object.fromEntries(modules);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}
