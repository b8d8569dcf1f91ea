// npm run soak [-- --seconds 300 --rate 40]: a steady mixed load (list with filters, details, dealer pages, form
// pages) against the kia production server with its caches on, as in production. Prints req/s, p50/p99, errors and
// the server's memory at start and end; fails on any error or when memory grows beyond the bound (see MEMORY_BOUND).
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { startBrandServer, startSandbox } from '../support/harness';
import { mixedRequests, soakPages } from './pages';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '300' }, rate: { type: 'string', default: '40' } } });
const seconds = Number(values.seconds);
const rate = Number(values.rate);

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
const requests = mixedRequests(pages);

const load = (duration: number, overallRate: number) =>
  autocannon({ url: site.url, connections: 10, duration, overallRate, requests, headers: { 'accept-encoding': 'gzip' } });

// warm-up: every page once, then a short load so that the JIT and the caches settle
for (const { path } of requests) await fetch(`${site.url}${path}`).then((response) => response.arrayBuffer());
await load(Math.min(10, Math.max(3, seconds / 10)), rate);
const samples: number[] = [site.rss()];
const sampler = setInterval(() => samples.push(site.rss()), 1_000);
const result = await load(seconds, rate);
clearInterval(sampler);
samples.push(site.rss());
const start = median(samples.slice(0, WINDOW_S));
const end = median(samples.slice(-WINDOW_S));
const peak = Math.max(...samples);
await site.stop();
await sandbox.stop();

const errors = result.non2xx + result.errors + result.timeouts;
const growth = end - start;
console.log(
  `\nsoak: ${seconds} s at ${rate} req/s, ${requests.length} URLs (${Object.entries(pages)
    .map(([kind, paths]) => `${paths.length} ${kind}`)
    .join(', ')})`,
);
console.log('| req/s | p50 | p99 | requests | errors | memory start | memory end | peak | growth (bound) |');
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${result.requests.average.toFixed(1)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${errors} | ${MB(start)} | ${MB(end)} | ${MB(peak)} | ${MB(growth)} (≤ ${MB(MEMORY_BOUND)}) |`,
);
const failures = [
  errors > 0 ? `${errors} failed responses (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : null,
  growth > MEMORY_BOUND ? `memory grew by ${MB(growth)}, more than ${MB(MEMORY_BOUND)}` : null,
  result.requests.average < rate * 0.9 ? `the server kept up with ${result.requests.average.toFixed(1)} of ${rate} req/s` : null,
].filter(Boolean);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
