// npm run bench:edge (issue 26): the soak's mixed load (lists with filters, details, dealer and form pages) through
// Varnish in front of two replicas, then the same load against one replica without the edge, in one run on one
// machine. Prints req/s, p50/p99, errors, the edge's hit ratio and the replicas' own page-cache hit ratio, and the ratio
// of the two throughputs. BENCH_SECONDS (default 20) per load; the kia build and varnish (installed when root).
import autocannon, { type Request as LoadRequest, type Result } from 'autocannon';
import { mixedRequests, soakPages } from '../soak/pages';
import { startEdgeStack } from './edge-stack';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const CONNECTIONS = 10;

interface EdgeCounts {
  hit: number;
  miss: number;
}

interface CacheCounts {
  hit: number;
  stale: number;
  miss: number;
}

/** A replica's page-cache answers so far, from its metrics (127.0.0.1, PORT + 5000). */
async function pageCacheCounts(replica: string): Promise<CacheCounts> {
  const port = Number(new URL(replica).port) + 5000;
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const count = (result: string) =>
    Number(new RegExp(`carweb_page_cache_requests_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count('hit'), stale: count('stale'), miss: count('miss') };
}

const share = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : 'none asked');

/** The replicas' hit ratio between two readings. */
function replicaHits(before: CacheCounts[], after: CacheCounts[]): string {
  const sum = (key: keyof CacheCounts) => after.reduce((total, counts, i) => total + counts[key] - (before[i]?.[key] ?? 0), 0);
  return share(sum('hit') + sum('stale'), sum('hit') + sum('stale') + sum('miss'));
}

/** One load; the edge's hit ratio from its own counters (varnishstat) over the load. */
async function load(url: string, requests: LoadRequest[], edge: () => EdgeCounts): Promise<{ result: Result; edgeHits: string }> {
  const before = edge();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests, headers: { 'accept-encoding': 'gzip' } });
  const after = edge();
  const hits = after.hit - before.hit;
  return { result, edgeHits: share(hits, hits + after.miss - before.miss) };
}

function report(label: string, { result, edgeHits }: { result: Result; edgeHits: string }, cacheHits: string) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
      `  errors ${errors}  edge hits ${edgeHits}  replica cache hits ${cacheHits}`,
  );
}

const stack = await startEdgeStack({ replicas: 2, edgePort: 4370, sandboxPort: 4379, logDir: 'tmp/bench-edge' });
try {
  const requests = mixedRequests(await soakPages(stack.edge));
  console.log(`bench:edge: ${requests.length} requests in the mix, ${seconds} s per load, ${CONNECTIONS} connections`);
  // warm: every page of the mix once through the edge (both caches start cold otherwise)
  for (const { path } of requests) await fetch(`${stack.edge}${path}`);
  const counts = () => Promise.all(stack.replicaOrigins.map(pageCacheCounts));
  let before = await counts();
  const throughEdge = await load(stack.edge, requests, stack.cacheCounts);
  report('edge + 2 replicas', throughEdge, replicaHits(before, await counts()));
  before = await counts();
  const single = await load(stack.replicaOrigins[0] as string, requests, stack.cacheCounts);
  report('1 replica, no edge', single, replicaHits(before, await counts()));
  console.log(`throughput edge / one replica: ${(throughEdge.result.requests.average / single.result.requests.average).toFixed(2)}`);
} finally {
  await stack.stop();
}
