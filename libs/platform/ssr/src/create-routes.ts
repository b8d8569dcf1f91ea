import type { RouteObject } from 'react-router-dom';
import type { BrandConfig } from '@carweb/shared-util-brand';

/** A brand app hands the SSR library this: brand config in, route table out — called once at start-up (decision 0016). */
export type CreateRoutes = (brand: BrandConfig) => RouteObject[];

export interface SerializedState {
  hydration: unknown;
  queryState: unknown;
  assets: unknown;
}

/** JSON safe to put inside a <script>: no `</script>`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
