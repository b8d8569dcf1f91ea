import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../document/assets-context';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Vite's name for the one stylesheet of a build without CSS code splitting (decision 0010). */
const SINGLE_STYLESHEET = 'style.css';

/**
 * The entry module and the stylesheets, with hashed names. (Preloading the entry's imports was
 * measured: on a slow mobile link they compete with the first vehicle image, LCP got worse.)
 */
export function assetsOf(manifest: ViteManifest): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the client manifest');
  const single = manifest[SINGLE_STYLESHEET]?.file;
  const css = [...(single ? [single] : []), ...(entry.css ?? [])];
  return {
    entryModule: `/${entry.file}`,
    stylesheets: css.map((file) => `/${file}`),
  };
}

/** Reads the client build's Vite manifest. */
export function assetsFromManifest(clientDir: string): PageAssets {
  return assetsOf(JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest);
}
