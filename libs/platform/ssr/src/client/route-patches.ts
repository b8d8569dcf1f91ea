import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

const ids = (routes: readonly RouteObject[]): string[] => routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);

/** Adds every route of `table` the router (`routes`) lacks, one patch per parent. */
export function patchMissing(table: RouteObject[], routes: readonly RouteObject[], patch: Patch) {
  const present = new Set(ids(routes));
  const missing = new Map<string, RouteObject[]>();
  const walk = (routes: RouteObject[], parentId: string) => {
    for (const route of routes) {
      if (!route.id) continue;
      if (!present.has(route.id)) missing.set(parentId, [...(missing.get(parentId) ?? []), route]);
      else if (route.children) walk(route.children, route.id);
    }
  };
  for (const root of table) if (root.id && root.children) walk(root.children, root.id);
  for (const [parentId, children] of missing) patch(parentId, children);
}
