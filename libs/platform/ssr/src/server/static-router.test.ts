// @vitest-environment node
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { staticRouterFor } from './static-router';

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'a', path: 'a', loader: () => 'A' },
      { id: 'b', path: 'b', loader: () => 'B' },
    ],
  },
]);

const contextOf = async (path: string) => (await handler.query(new Request(`http://x${path}`))) as StaticHandlerContext;

describe('staticRouterFor', () => {
  it('converts the route table once; every request gets its own location, matches and data', async () => {
    const a = staticRouterFor(handler, await contextOf('/a'));
    const b = staticRouterFor(handler, await contextOf('/b'));
    expect(a.routes).toBe(b.routes);
    expect(a.state.location.pathname).toBe('/a');
    expect(b.state.location.pathname).toBe('/b');
    expect(a.state.matches.map((match) => match.route.id)).toEqual(['root', 'a']);
    expect(b.state.loaderData).toEqual({ b: 'B' });
    // the matches point at the router's own routes, as createStaticRouter's do
    expect(b.state.matches[1]?.route).toBe(b.manifest['b']);
  });
});

describe('staticRouterFor with lazy routes', () => {
  it('converts the table per request while a lazy route is still unresolved (it is resolved in place when it loads)', async () => {
    const lazyHandler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'late', path: 'late', lazy: async () => ({ loader: () => 'L' }) },
          { id: 'later', path: 'later', lazy: async () => ({ loader: () => 'M' }) },
        ],
      },
    ]);
    const context = (await lazyHandler.query(new Request('http://x/late'))) as StaticHandlerContext;
    const first = staticRouterFor(lazyHandler, context);
    const second = staticRouterFor(lazyHandler, context);
    expect(first.routes).not.toBe(second.routes);
    expect(second.state.loaderData).toEqual({ late: 'L' });
    expect(second.state.matches.map((match) => match.route.id)).toEqual(['root', 'late']);
  });
});
