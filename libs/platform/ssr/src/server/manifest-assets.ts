import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PageAssets } from '../document/assets-context';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
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

/**
 * The files of a page module the entry does not load: what the browser needs before it hydrates that page. File names
 * only (they sit beside the entry module): they travel in every page's data.
 */
export type PageChunks = (pageModule: string) => string[];

/**
 * The chunks of every page module (its own and those it imports), without the entry's: the server document links them
 * (`<link rel="modulepreload">`), so they load while the HTML is read and the browser need not insert them one by one
 * before hydrating (decision 0032).
 */
export function pageChunksOf(manifest: ViteManifest): PageChunks {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const withEntry = entry ? closure(entry) : new Set<string>();
  const cache = new Map<string, string[]>();
  return (pageModule) => {
    if (!cache.has(pageModule))
      cache.set(
        pageModule,
        manifest[pageModule]
          ? [...closure(pageModule)].filter((key) => !withEntry.has(key)).map((key) => basename(manifest[key]?.file ?? ''))
          : [],
      );
    return cache.get(pageModule) ?? [];
  };
}

const readManifest = (clientDir: string) => JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

/** Reads the client build's Vite manifest. */
export function assetsFromManifest(clientDir: string): PageAssets {
  return assetsOf(readManifest(clientDir));
}

/** The page chunks of the client build (`pageChunksOf`). */
export function pageChunksFromManifest(clientDir: string): PageChunks {
  return pageChunksOf(readManifest(clientDir));
}
