import { createStaticHandler, type StaticHandler } from 'react-router-dom';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { CreateRoutes } from '../create-routes';

type DataRoute = StaticHandler['dataRoutes'][number];

/** Every page path of a route table with the route ids along it, e.g. `/de/haendler/:dealerSlug/auto-finden >root>…`. */
function branchesOf(routes: readonly DataRoute[], parentPath = '', parentIds = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    const ids = `${parentIds}>${route.id}`;
    const own = route.path !== undefined || route.index ? [`${path.replace(/\/+/g, '/') || '/'} ${ids}`] : [];
    return [...own, ...branchesOf(route.children ?? [], path, ids)];
  });
}

/** Whether a branch can match a path whose first segment is `segment`: that segment, or no fixed one. */
function mayMatch(branch: string, segment: string): boolean {
  const first = branch.slice(0, branch.indexOf(' ')).split('/')[1] ?? '';
  return first === segment || first === '' || /^[:*]|\?$/.test(first);
}

/**
 * One static handler per language, beside the whole table's (decision 0033). React Router matches a path by trying
 * the ranked branches of its table one by one (≈ 500 for five languages; a vehicle list of the first language was
 * the ~100th); a page of /de/… is matched among the German routes only. A language's handler is used only when its
 * table holds every branch of the whole table that can match such a path (same path, same route ids) and no branch
 * the whole table lacks, so it matches every path of that language as the whole table does.
 */
export function localeHandlersFor(brand: BrandConfig, createRoutes: CreateRoutes, all: StaticHandler): ReadonlyMap<string, StaticHandler> {
  const allBranches = branchesOf(all.dataRoutes);
  const allSet = new Set(allBranches);
  const handlers = new Map<string, StaticHandler>();
  for (const locale of brand.locales) {
    const handler = createStaticHandler(createRoutes(brand, [locale]));
    const own = new Set(branchesOf(handler.dataRoutes));
    const sameMatches = allBranches.filter((branch) => mayMatch(branch, locale)).every((branch) => own.has(branch));
    if (sameMatches && [...own].every((branch) => allSet.has(branch))) handlers.set(locale, handler);
  }
  return handlers;
}

/** The handler of a page request: its language's when its path starts with a language that has one, else the whole table's. */
export function handlerForPath(
  pathname: string,
  all: StaticHandler,
  byLocale: ReadonlyMap<string, StaticHandler> | undefined,
): StaticHandler {
  if (!byLocale?.size) return all;
  const end = pathname.indexOf('/', 1);
  return byLocale.get(end < 0 ? pathname.slice(1) : pathname.slice(1, end)) ?? all;
}
