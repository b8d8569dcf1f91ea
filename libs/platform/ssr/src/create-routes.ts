import type { RouteObject } from 'react-router-dom';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/**
 * A brand app hands the SSR library this: brand config in, route table out — called once at start-up (decision 0016);
 * with `locales`, only those languages' routes (the browser's first table, decision 0032).
 */
export type CreateRoutes = (brand: BrandConfig, locales?: readonly Locale[]) => RouteObject[];

export interface SerializedState {
  hydration: unknown;
  queryState: unknown;
  assets: unknown;
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe to put inside a <script>: no `</script>`, no line separators. */
export function scriptJson(value: unknown): string {
  // one pass over the page data (tens of KB per render)
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}
