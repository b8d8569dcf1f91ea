import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';

type RouterOptions = NonNullable<Parameters<typeof createBrowserRouter>[1]>;

/** The routes on the way to the rendered ones: the page's branch of the table, nothing else. */
export function pruneRoutes(routes: RouteObject[], keep: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => {
    const children = route.children && pruneRoutes(route.children, keep);
    if (!(route.id && keep.has(route.id)) && !children?.length) return [];
    return [{ ...route, children } as RouteObject];
  });
}

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
  let languageComplete = false;
  let complete = false;
  const router = createBrowserRouter(pruneRoutes(languageTable, new Set(renderedRouteIds)), {
    ...options,
    // the code that adds routes loads with the first navigation (it is not needed to show the first page)
    patchRoutesOnNavigation: async ({ path, patch }) => {
      if (languageComplete && (complete || path.split('/')[1] === locale)) return;
      const { patchMissing } = await import('./route-patches');
      if (!languageComplete) patchMissing(languageTable, router.routes, patch);
      languageComplete = true;
      if (complete || path.split('/')[1] === locale) return;
      complete = true;
      patchMissing(wholeTable(), router.routes, patch);
    },
  });
  const matched = router.state.matches.map((match) => match.route.id);
  if (renderedRouteIds.every((id) => matched.includes(id))) return router;
  router.dispose();
  return createBrowserRouter(wholeTable(), options);
}
