// npm run soak [-- --seconds 300 --rate 40 --flood 100]: a steady mixed load (list with filters, details, dealer pages,
// form pages, and real-user-metrics beacons after every 5th page) against the kia production server with its caches
// on, as in production, while one client floods the beacon endpoint (`--flood` beacons/s, 0: none). Prints req/s,
// p50/p99, errors and the server's memory at start and end, and the beacons' answers; fails on any error, when memory
// grows beyond the bound (see MEMORY_BOUND), when a beacon is answered other than 204/429, when the flood gets more
// than one client's budget through, or when the operators' report lacks an accepted beacon (decision 0042).
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { startBrandServer, startSandbox } from '../support/harness';
import { clientBudgetFor, floodRequests, rumReport, withBeacons, type BeaconTally } from './beacons';
import { mixedRequests, soakPages } from './pages';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '40' },
    flood: { type: 'string', default: '100' },
  },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const floodRate = Number(values.flood);
/** A beacon after every 5th page: one request in six (a visitor's sampled page loads send one each). */
const BEACON_EVERY = 5;
/**
 * Requests still open when a load ends, one per connection (the warm-up's 10, the soak's 10, the flood's 2): their
 * beacons may have been counted by the server without their answer being counted here.
 */
const IN_FLIGHT = 10 + 10 + 2;

/**
 * Growth of the server's resident memory (median of the first 5 s against the median of the last 5 s). The warm-up
 * renders every page of the mix once, so the page cache (bounded by entries and bytes) and the shared backend
 * answers hold them already; what still moves is V8's heap between collections (±25 MB seen from one second to the
 * next, hence medians). A leak of 6 KB per request breaks the bound in the 5-minute run (12,000 requests at 40 req/s).
 */
const MEMORY_BOUND = 64 * 1024 * 1024;
const WINDOW_S = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const sandbox = await startSandbox(4340, 'soak-sandbox');
const site = await startBrandServer('kia', 4341, 4340);
const pages = await soakPages(site.url);
const pageRequests = mixedRequests(pages);
const beacons: BeaconTally = new Map();
const requests = withBeacons(pageRequests, BEACON_EVERY, beacons);
// `--rate` is the pages' rate: the beacons come on top
const overall = (rate * requests.length) / pageRequests.length;

const load = (duration: number, overallRate: number) =>
  autocannon({ url: site.url, connections: 10, duration, overallRate, requests, headers: { 'accept-encoding': 'gzip' } });

// warm-up: every page once, then a short load so that the JIT and the caches settle (no flood: its latency is the baseline)
for (const { path } of pageRequests) await fetch(`${site.url}${path}`).then((response) => response.arrayBuffer());
const warmUp = await load(Math.min(10, Math.max(3, seconds / 10)), overall);
const samples: number[] = [site.rss()];
const sampler = setInterval(() => samples.push(site.rss()), 1_000);
const flooded: BeaconTally = new Map();
const flood =
  floodRate > 0
    ? autocannon({ url: site.url, connections: 2, duration: seconds, overallRate: floodRate, requests: floodRequests(flooded) })
    : null;
const [result, floodResult] = await Promise.all([load(seconds, overall), flood]);
clearInterval(sampler);
samples.push(site.rss());
const start = median(samples.slice(0, WINDOW_S));
const end = median(samples.slice(-WINDOW_S));
const peak = Math.max(...samples);
const report = await rumReport(site.url);
await site.stop();
await sandbox.stop();

const errors = result.non2xx + result.errors + result.timeouts;
const growth = end - start;
const answered = (tally: BeaconTally, status: number) => tally.get(status) ?? 0;
const beaconStatuses = [...new Set([...beacons.keys(), ...flooded.keys()])].sort();
const accepted = answered(beacons, 204) + answered(flooded, 204);
const reported = Object.values(report).reduce((sum, lcp) => sum + lcp.total, 0);
const floodBudget = clientBudgetFor(seconds);
console.log(
  `\nsoak: ${seconds} s at ${rate} pages/s and a beacon after every ${BEACON_EVERY}th (${overall.toFixed(1)} req/s), ${pageRequests.length} URLs (${Object.entries(
    pages,
  )
    .map(([kind, paths]) => `${paths.length} ${kind}`)
    .join(', ')})`,
);
console.log('| req/s | p50 | p99 | requests | errors | memory start | memory end | peak | growth (bound) |');
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${result.requests.average.toFixed(1)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${errors} | ${MB(start)} | ${MB(end)} | ${MB(peak)} | ${MB(growth)} (≤ ${MB(MEMORY_BOUND)}) |`,
);
console.log(`\nbeacons in the mix: ${[...beacons].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'}`);
if (floodResult) {
  console.log(
    `flood from one client at ${floodRate}/s: ${[...flooded].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'} (at most ${floodBudget} × 204), ${floodResult.latency.p99} ms p99`,
  );
}
// the pages' latency without the flood (the warm-up) and with it (the soak); both include the mix's beacons
console.log(
  `mix p50/p99 without the flood ${warmUp.latency.p50}/${warmUp.latency.p99} ms, with it ${result.latency.p50}/${result.latency.p99} ms`,
);
console.log(
  `operators' report, LCP: ${Object.entries(report)
    .map(([pageType, lcp]) => `${pageType} p75 ${lcp.p75} ms (${lcp.total})`)
    .join(', ')}`,
);
const failures = [
  errors > 0 ? `${errors} failed responses (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : null,
  growth > MEMORY_BOUND ? `memory grew by ${MB(growth)}, more than ${MB(MEMORY_BOUND)}` : null,
  result.requests.average < overall * 0.9
    ? `the server kept up with ${result.requests.average.toFixed(1)} of ${overall.toFixed(1)} req/s`
    : null,
  beaconStatuses.some((status) => status !== 204 && status !== 429)
    ? `beacons were answered ${beaconStatuses.join(', ')} (only 204 or 429)`
    : null,
  answered(beacons, 204) === 0 ? 'no beacon of the mix was accepted' : null,
  floodResult && floodResult.errors + floodResult.timeouts > 0
    ? `the flood saw ${floodResult.errors} errors, ${floodResult.timeouts} timeouts`
    : null,
  answered(flooded, 204) > floodBudget
    ? `the flooding client got ${answered(flooded, 204)} beacons through, more than its ${floodBudget}`
    : null,
  floodRate > 0 && answered(flooded, 429) === 0 ? 'the flood was never refused' : null,
  !report['vehicleListPage'] || !report['vehicleDetailPage'] ? "the operators' report lacks the list or the detail page" : null,
  reported < accepted || reported > accepted + IN_FLIGHT
    ? `the operators' report counts ${reported} beacons, ${accepted} were accepted`
    : null,
].filter(Boolean);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
