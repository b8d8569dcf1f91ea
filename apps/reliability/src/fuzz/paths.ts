// 10,000 generated paths and query strings against the running brand server: never a 5xx, and every
// 3xx/4xx where the routing rules put it.
import fc from 'fast-check';
import { eachLimited, send } from './http';
import type { FuzzOptions } from './options';
import { pathCases } from './path-cases';
import { violationOf } from './path-oracle';
import { readRouteTable } from './route-table';
import type { SiteData } from './site-data';
import { siteMapOf } from './site-map';

/** counted among the statuses: the connection was closed instead of answered */
export const RESET = 0;

export interface PathRun {
  requests: number;
  statuses: Map<number, number>;
  failures: string[];
  serverErrors: number;
  ms: number;
}

export async function fuzzPaths(site: string, brand: string, data: SiteData, options: FuzzOptions): Promise<PathRun> {
  const started = Date.now();
  const cases = fc.sample(pathCases(siteMapOf(readRouteTable(brand)), data), { seed: options.seed, numRuns: options.paths });
  const run: PathRun = { requests: 0, statuses: new Map(), failures: [], serverErrors: 0, ms: 0 };
  await eachLimited(cases, options.concurrency, async (c, index) => {
    let violation: string | null;
    try {
      const response = await send(site, c.url);
      run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) run.serverErrors++;
      violation = violationOf(c.url, c.expect, response, site);
    } catch (error) {
      // Node answers 431 and closes; a client still sending the long request line may see the reset first
      const reset = (error as NodeJS.ErrnoException).code === 'ECONNRESET';
      if (reset) run.statuses.set(RESET, (run.statuses.get(RESET) ?? 0) + 1);
      violation = reset && c.expect.resetAllowed ? null : `no answer: ${(error as Error).message}`;
    }
    run.requests++;
    if (violation)
      run.failures.push(
        `#${index} GET ${c.url.length > 300 ? `${c.url.slice(0, 300)}… (${c.url.length} chars)` : c.url}\n    ${c.expect.rule}: ${violation}`,
      );
  });
  run.ms = Date.now() - started;
  return run;
}
