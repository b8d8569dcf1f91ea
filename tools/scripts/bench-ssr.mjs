// npm run bench:ssr [-- <brand>]: SSR throughput of the production build against the same HTML served static
// (decision 0023). Starts the sandbox and two brand servers itself (PAGE_CACHE=off and on), then for the vehicle
// list, a vehicle detail and a dealer home prints req/s, p50 and p99 with autocannon (20 connections, BENCH_SECONDS
// per run, default 10): uncached (varied URLs), cache hits, and a bare node server sending the page's gzip.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { run, startProcess, stopAllOnSignal, waitForHealth } from './processes.mjs';

const brand = process.argv[2] ?? 'kia';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// not 4190: fetch refuses it (a blocked port, ManageSieve)
const PORTS = { sandbox: 4290, uncached: 4291, cached: 4292, static: 4293 };
const DEALER = '/de/haendler/auto-zentrum-zuerich';

if (!existsSync(`dist/apps/${brand}/server/server.js`)) {
  await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], { env: { ...process.env, NX_DAEMON: 'false' } });
}
mkdirSync('tmp', { recursive: true });
rmSync('tmp/bench-sandbox.db', { force: true });
const processes = [
  startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], {
    SANDBOX_PORT: String(PORTS.sandbox),
    SANDBOX_DB: 'tmp/bench-sandbox.db',
  }),
];
await waitForHealth(`http://127.0.0.1:${PORTS.sandbox}/healthz`);
for (const [mode, cache] of [
  ['uncached', 'off'],
  ['cached', 'on'],
]) {
  processes.push(
    startProcess(`${brand} ${mode}`, process.execPath, [`dist/apps/${brand}/server/server.js`], {
      NODE_ENV: 'production',
      PORT: String(PORTS[mode]),
      SANDBOX_PORT: String(PORTS.sandbox),
      PAGE_CACHE: cache,
    }),
  );
}
stopAllOnSignal(processes);
await Promise.all(['uncached', 'cached'].map((mode) => waitForHealth(`http://127.0.0.1:${PORTS[mode]}/healthz`)));

const base = (mode) => `http://127.0.0.1:${PORTS[mode]}`;
const html = async (path) => (await fetch(`${base('uncached')}${path}`)).text();

/** Varied URLs of each page type, taken from the site itself: filters, vehicles, dealers. */
const listHtml = await html(`${DEALER}/auto-finden`);
const vehicles = [
  ...new Set([...listHtml.matchAll(/href="(\/de\/haendler\/auto-zentrum-zuerich\/auto-finden\/[^"?#]+)"/g)].map((m) => m[1])),
];
const searchHtml = await html('/de/haendlersuche');
const dealers = [...new Set([...searchHtml.matchAll(/href="(\/de\/haendler\/[^"/?#]+)"/g)].map((m) => m[1]))];
const filters = [
  '',
  '?sort=price_asc',
  '?sort=price_desc',
  '?fuel[]=electric',
  '?fuel[]=petrol',
  '?cond[]=new',
  '?cond[]=used',
  '?body[]=suv',
];
const PAGES = {
  'vehicle list': filters.flatMap((filter) => [`${DEALER}/auto-finden${filter}`, `${DEALER}/junge-occasionen${filter}`]),
  'vehicle detail': vehicles,
  'dealer home': dealers,
};

const load = (url, requests) =>
  autocannon({ url, connections: 20, duration: seconds, headers: { 'accept-encoding': 'gzip' }, ...(requests ? { requests } : {}) });
const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors,
});

/** The same document as a static file: a bare node server answering every request with its gzip. */
async function staticServer(body) {
  const gzipped = gzipSync(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': gzipped.length });
    res.end(gzipped);
  });
  await new Promise((resolve) => server.listen(PORTS.static, '127.0.0.1', resolve));
  return server;
}

const rows = [];
for (const [page, paths] of Object.entries(PAGES)) {
  if (paths.length === 0) throw new Error(`bench:ssr found no ${page} URLs`);
  const [first] = paths;
  // uncached: every request renders, on URLs that differ (one server, PAGE_CACHE=off)
  await load(`${base('uncached')}${first}`, null);
  const uncached = figures(
    await load(
      base('uncached'),
      paths.map((path) => ({ path })),
    ),
  );
  // cache hits: one URL rendered once, then from memory
  await fetch(`${base('cached')}${first}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cached = figures(await load(`${base('cached')}${first}`, null));
  const server = await staticServer(await html(first));
  const served = figures(await load(`http://127.0.0.1:${PORTS.static}/`, null));
  server.close();
  rows.push({ page, uncached, cached, served });
}

const fmt = (f) => `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms`;
console.log(`\nbench:ssr ${brand}, ${seconds} s per run, 20 connections (${new Date().toISOString().slice(0, 10)})\n`);
console.log('| page | uncached (varied URLs) | cache hits | static | uncached ÷ static | hits ÷ static |');
console.log('|---|---|---|---|---|---|');
for (const { page, uncached, cached, served } of rows) {
  const ratio = (f) => (f.rps / served.rps).toFixed(3);
  console.log(`| ${page} | ${fmt(uncached)} | ${fmt(cached)} | ${fmt(served)} | ${ratio(uncached)} | ${ratio(cached)} |`);
  for (const [mode, f] of Object.entries({ uncached, cached, served }))
    if (f.failed) console.log(`  ${page} ${mode}: ${f.failed} failed responses`);
}
for (const child of processes) {
  child.stopping = true;
  child.kill('SIGTERM');
}
process.exit(0);
