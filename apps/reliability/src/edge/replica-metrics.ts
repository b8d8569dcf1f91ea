// A replica's own metrics (prom-client on 127.0.0.1, PORT + 5000, decision 0046), as the edge bench reads them.

export interface CacheCounts {
  hit: number;
  stale: number;
  miss: number;
}

async function scrape(replica: string): Promise<string> {
  const port = Number(new URL(replica).port) + 5000;
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

/** The replica's page-cache answers so far. */
export async function pageCacheCounts(replica: string): Promise<CacheCounts> {
  const text = await scrape(replica);
  const count = (result: string) =>
    Number(new RegExp(`carweb_page_cache_requests_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count('hit'), stale: count('stale'), miss: count('miss') };
}

/** The replica's requests so far per page type (every status summed). */
export async function requestsPerPageType(replica: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [, labels, value] of (await scrape(replica)).matchAll(/^carweb_http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm)) {
    const type = /page_type="([^"]*)"/.exec(labels ?? '')?.[1] ?? 'unknown';
    counts.set(type, (counts.get(type) ?? 0) + Number(value));
  }
  return counts;
}

export const share = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : 'none asked');

/** The replicas' hit ratio (fresh or stale) between two readings. */
export function replicaHits(before: CacheCounts[], after: CacheCounts[]): string {
  const sum = (key: keyof CacheCounts) => after.reduce((total, counts, i) => total + counts[key] - (before[i]?.[key] ?? 0), 0);
  return share(sum('hit') + sum('stale'), sum('hit') + sum('stale') + sum('miss'));
}
