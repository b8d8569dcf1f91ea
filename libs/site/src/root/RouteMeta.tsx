import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '@carweb/platform-routing';

/**
 * robots meta from the deepest route handle that sets it (SPEC §2 route data `robots`); a page whose URLs with a query
 * are variants of it (`noIndexWithQuery`, e.g. a configuration) is not indexed with one.
 */
export function RouteMeta() {
  const matches = useMatches();
  const { search } = useLocation();
  const handle = [...matches].reverse().find((match) => (match.handle as Partial<RouteHandle> | undefined)?.robots)?.handle as
    RouteHandle | undefined;
  const robots = handle?.robots;
  if (!robots) return null;
  const noIndex = robots.noIndex || (handle.noIndexWithQuery === true && search !== '');
  return <meta name="robots" content={`${noIndex ? 'noindex' : 'index'}, ${robots.noFollow ? 'nofollow' : 'follow'}`} />;
}
