import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '@carweb/platform-routing';

/** robots meta from the deepest route handle that sets it (SPEC §2 route data `robots`). */
export function RouteMeta() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as Partial<RouteHandle> | undefined)?.robots)?.handle as
    RouteHandle | undefined;
  const robots = handle?.robots;
  if (!robots) return null;
  return <meta name="robots" content={`${robots.noIndex ? 'noindex' : 'index'}, ${robots.noFollow ? 'nofollow' : 'follow'}`} />;
}
