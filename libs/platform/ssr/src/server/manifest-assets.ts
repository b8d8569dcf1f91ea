import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../document/assets-context';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

/** Reads the client build's Vite manifest: the entry module and its stylesheets, with hashed names. */
export function assetsFromManifest(clientDir: string): PageAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No entry chunk in the client manifest of ${clientDir}`);
  return { entryModule: `/${entry.file}`, stylesheets: (entry.css ?? []).map((file) => `/${file}`) };
}
