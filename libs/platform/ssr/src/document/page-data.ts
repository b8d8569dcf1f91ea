import type { HydrationState } from 'react-router-dom';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { PageAssets } from './assets-context';
import type { CompactQueries } from './compact-queries';

/** The id of the non-executable JSON script the server writes into every document (decision 0023). */
export const PAGE_DATA_ELEMENT_ID = 'carweb-page-data';

/** What the browser hydrates from: router data, the query cache, the built files, the brand config. */
export interface PageData {
  /** the shape react-router's static handler gives (`window.__staticRouterHydrationData`) */
  router: HydrationState;
  /** the server's query cache without what the browser can tell itself (`expandQueries`, decision 0052) */
  queries: CompactQueries;
  assets: PageAssets;
  /** parsed by the server: zod stays off the browser's first load (decision 0011) */
  brand: BrandConfig;
  /** the site's configured public origin: the browser names the same absolute URLs as the server */
  origin: string;
  /** the rendered page's chunks beyond the entry (names beside the entry module): linked before hydrating (decision 0032) */
  pageChunks?: string[];
  /** a verified editing-frame session (decision 0038): the browser's content calls ask for unpublished content too */
  preview?: boolean;
}

/** Reads the page data and removes its element, so hydration sees only what React rendered. */
export function takePageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as PageData;
}
