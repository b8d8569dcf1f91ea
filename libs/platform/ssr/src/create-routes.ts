import type { RouteObject } from 'react-router-dom';
import type { RouteEnv } from '@carweb/platform-routing';

/** A brand app hands the SSR library this: route env in, route tree out. */
export type CreateRoutes = (env: RouteEnv) => RouteObject[];

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
