import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** The same shape react-router's StaticRouterProvider writes, so createBrowserRouter reads it as is. */
export function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => {
          if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
          return [routeId, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
