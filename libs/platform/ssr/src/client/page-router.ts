import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';

type RouterOptions = NonNullable<Parameters<typeof createBrowserRouter>[1]>;
type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

/** The routes on the way to the rendered ones: the page's branch of the table, nothing else. */
export function pruneRoutes(routes: RouteObject[], keep: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => {
    const children = route.children && pruneRoutes(route.children, keep);
    if (!(route.id && keep.has(route.id)) && !children?.length) return [];
    return [{ ...route, children } as RouteObject];
  });
}

/** Adds every route of `table` the router lacks, one patch per parent; returns the ids it now has. */
function patchMissing(table: RouteObject[], present: Set<string>, patch: Patch) {
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
  const add = (routes: RouteObject[]) =>
    routes.forEach((route) => {
      if (route.id) present.add(route.id);
      if (route.children) add(route.children);
    });
  add([...missing.values()].flat());
}

const ids = (routes: RouteObject[]): string[] => routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);

/**
 * The browser's router (decision 0032) starts on the branch the server rendered: building, flattening and ranking the
 * whole table (≈ 150 routes per language) was the largest part of the first script task. The first navigation adds
 * the rest of the page's language (`languageTable`), one outside that language (a language switch) every language's
 * (`wholeTable`). When the branch does not give the server's matches (e.g. a page without a language prefix whose
 * dealer speaks another language), the browser starts with the whole table as before.
 */
export function createPageRouter(
  languageTable: RouteObject[],
  wholeTable: () => RouteObject[],
  locale: Locale | undefined,
  renderedRouteIds: readonly string[],
  options: RouterOptions,
) {
  if (!locale) return createBrowserRouter(wholeTable(), options);
  const branch = pruneRoutes(languageTable, new Set(renderedRouteIds));
  const present = new Set(ids(branch));
  let languageComplete = false;
  let complete = false;
  const router = createBrowserRouter(branch, {
    ...options,
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (!languageComplete) patchMissing(languageTable, present, patch);
      languageComplete = true;
      if (complete || path.split('/')[1] === locale) return;
      complete = true;
      patchMissing(wholeTable(), present, patch);
    },
  });
  const matched = router.state.matches.map((match) => match.route.id);
  if (renderedRouteIds.every((id) => matched.includes(id))) return router;
  router.dispose();
  return createBrowserRouter(wholeTable(), options);
}
