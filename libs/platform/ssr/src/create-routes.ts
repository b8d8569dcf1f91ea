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

const SCRIPT_ESCAPES = [
  ['<', '\\u003c'],
  ['\u2028', '\\u2028'],
  ['\u2029', '\\u2029'],
] as const;

/** JSON made safe to put inside a <script>: no `</script>`, no line separators. */
export function scriptSafe(json: string): string {
  // the page data is tens of KB per render: a plain search per character (most pages have none of them), no callback per match
  let safe = json;
  for (const [char, escape] of SCRIPT_ESCAPES) if (safe.includes(char)) safe = safe.replaceAll(char, escape);
  return safe;
}

/** JSON safe to put inside a <script>: no `</script>`, no line separators. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}
