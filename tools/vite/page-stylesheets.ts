import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The SSR document links the entry's stylesheets (`css` of the entry in the client manifest). Vite 8
 * (Rolldown) moves modules shared by the entry and a lazy chunk into common chunks, and a lazily
 * loaded page keeps its CSS with its chunk — so their stylesheets were missing from server-rendered
 * HTML (unstyled first paint, layout shift). This lists every stylesheet reachable from the entry
 * (static and lazy imports) as the entry's CSS; the browser's Vite preload helper skips stylesheets
 * that are already linked.
 */
export function entryLinksAllPageStylesheets(): Plugin {
  return {
    name: 'carweb:entry-links-all-page-stylesheets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const file = join(options.dir ?? '', '.vite', 'manifest.json');
      let manifest: Record<string, ManifestChunk>;
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        return;
      }
      for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry)) {
        const css = new Set(entry.css ?? []);
        const seen = new Set<string>();
        const visit = (key: string) => {
          if (seen.has(key) || !manifest[key]) return;
          seen.add(key);
          manifest[key].css?.forEach((sheet) => css.add(sheet));
          [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])].forEach(visit);
        };
        [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])].forEach(visit);
        entry.css = [...css];
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
