import { createStaticRouter, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';

type StaticRouter = ReturnType<typeof createStaticRouter>;
type DataRoute = StaticHandler['dataRoutes'][number];

const templates = new WeakMap<StaticHandler, StaticRouter | null>();

const usesLazy = (routes: readonly DataRoute[]): boolean =>
  routes.some((route) => route.lazy !== undefined || usesLazy(route.children ?? []));

/**
 * The router a page renders with. createStaticRouter converts the whole route table again on every call (≈ 5 % of
 * a list page's CPU, decision 0023), though the result depends on the routes only: it is converted once per handler,
 * and every request gets that router with its own state. A table with `lazy` routes still unresolved at the first
 * render (React Router resolves them in place as they load) would make the copies stale, so it is converted per
 * request as before.
 */
export function staticRouterFor(handler: StaticHandler, context: StaticHandlerContext): StaticRouter {
  let template = templates.get(handler);
  if (template === undefined) {
    template = usesLazy(handler.dataRoutes) ? null : createStaticRouter(handler.dataRoutes, { ...context, matches: [] });
    templates.set(handler, template);
  }
  if (!template) return createStaticRouter(handler.dataRoutes, context);
  const { manifest } = template;
  const matches = context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route }));
  const state = {
    ...template.state,
    location: context.location,
    matches,
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  };
  return Object.create(template, { basename: { value: context.basename }, state: { value: state } }) as StaticRouter;
}
