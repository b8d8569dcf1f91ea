import { Outlet, type RouteObject } from 'react-router-dom';

/** The server tests' tiny site: a whole document around the given pages, as the brand apps' root renders one. */
export function testSiteRoutes(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: () => (
        <html lang="de">
          <body>
            <Outlet />
          </body>
        </html>
      ),
      children,
    },
  ];
}
