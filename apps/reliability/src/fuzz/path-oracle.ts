// Does an answer keep the routing rule its case was built from? Never a 5xx; the rule's status; a redirect to the
// rule's target (with the vehicle id, with the query where the rule keeps it).
import type { Expect } from './path-cases';
import { header, type RawResponse } from './http';

const params = (search: string) => JSON.stringify([...new URLSearchParams(search)]);

/** null when the answer keeps the rule, else what is wrong */
export function violationOf(url: string, expect: Expect, response: RawResponse, site: string): string | null {
  if (response.status >= 500) return `${response.status}: a server error`;
  if (!expect.status.includes(response.status)) return `${response.status}, the rule says ${expect.status.join('/')}`;
  if (response.status < 300 || response.status >= 400) return null;
  const raw = header(response, 'location');
  if (!raw) return `${response.status} without Location`;
  const { location } = expect;
  if (!location) return null;
  const target = new URL(raw, site);
  if (target.origin !== site) return `redirect leaves the site: ${raw}`;
  const path = target.pathname;
  const fits =
    location.match === 'exact'
      ? path === location.path
      : location.match === 'prefix'
        ? path.startsWith(location.path)
        : path.endsWith(location.path);
  if (!fits) return `redirect to ${path}, the rule says ${location.match} ${location.path}`;
  if (location.vehicleId !== undefined && target.searchParams.get('vehicleId') !== location.vehicleId) {
    return `redirect without vehicleId=${location.vehicleId}: ${raw}`;
  }
  if (location.keepQuery && params(target.search) !== params(new URL(url, site).search))
    return `redirect drops the query: ${raw.slice(0, 300)}`;
  return null;
}
