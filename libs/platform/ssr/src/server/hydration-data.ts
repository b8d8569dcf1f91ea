import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** What the page data says of an error the server logged: its own message is for the log, not the visitor. */
export const PAGE_FAILED = 'The page failed on the server';

/** The same shape react-router's StaticRouterProvider writes, so createBrowserRouter reads it as is. */
export function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => {
          if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
          // the browser shows the generic message whatever failed; the message (a backend's, a parser's) stays in the log
          if (error instanceof Error) return [routeId, { message: PAGE_FAILED, __type: 'Error' }];
          return [routeId, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
