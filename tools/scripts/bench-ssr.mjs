// npm run bench:ssr [-- <brand>]: SSR throughput of the production build against the same HTML served static
// (decision 0023). Starts the sandbox and two brand servers itself (PAGE_CACHE=off and on); per page type (vehicle
// list, vehicle detail, dealer home, dealer search) it measures, each run BENCH_SECONDS long (default 10) at 20
// connections:
//   - uncached: the PAGE_CACHE=off server on varied URLs of that page type (after a short warm-up on them),
//   - cache hits: the PAGE_CACHE=on server on one URL of that page type, rendered once before,
//   - static: the same page's gzip from a bare node server in a process of its own (bench/static-server.mjs).
// The load generator (autocannon) runs in a process of its own too (bench/load.mjs), never beside a server.
// Prints req/s, p50, p99, the measured server's CPU time per request (/proc/<pid>/stat before and after the run,
// ÷ requests completed) and the ratios to static, with the host's CPU and the date. Server output goes to
// tmp/bench-ssr/*.log. BENCH_PAGES=list,detail runs a subset (list, detail, home, search).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { run, startBrandServer, startSandbox, stopAllOnSignal, untilHealthy, waitForHealth } from './processes.mjs';

const brand = process.argv[2] ?? 'kia';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Math.min(2, seconds);
const CONNECTIONS = 20;
// not 4190: fetch refuses it (a blocked port, ManageSieve)
const PORTS = { sandbox: 4290, uncached: 4291, cached: 4292, static: 4293 };
const DEALER = '/de/haendler/auto-zentrum-zuerich';
const LOGS = 'tmp/bench-ssr';

/** CPU time (user + system) a process has used so far, in ms; Linux only (/proc). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const portAnswers = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
for (const [name, port] of Object.entries(PORTS)) {
  // a server left over on a port would answer in place of ours and be measured instead
  if (await portAnswers(port)) throw new Error(`bench:ssr: port ${port} (${name}) is in use; stop what listens there first`);
}

// BENCH_DIST: another build's directory (e.g. the build of an earlier commit, for a before/after in one sitting)
const serverEntry = `${process.env.BENCH_DIST ?? 'dist/apps'}/${brand}/server/server.js`;
if (!existsSync(serverEntry)) {
  await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], { env: { ...process.env, NX_DAEMON: 'false' } });
}
mkdirSync(LOGS, { recursive: true });
const processes = [];
const sandbox = startSandbox({
  port: PORTS.sandbox,
  db: 'tmp/bench-sandbox.db',
  fresh: true,
  env: { SANDBOX_FAULTS: '' },
  log: `${LOGS}/sandbox.log`,
});
processes.push(sandbox);
await untilHealthy(sandbox);
const servers = {};
for (const [mode, cache] of [
  ['uncached', 'off'],
  ['cached', 'on'],
]) {
  servers[mode] = startBrandServer({
    brand,
    port: PORTS[mode],
    sandboxPort: PORTS.sandbox,
    entry: serverEntry,
    // a benchmark's load comes from one address: the per-client rate limits would answer most of it with 429
    env: { PAGE_CACHE: cache, RATE_LIMITS: 'off' },
    label: `${brand} ${mode}`,
    log: `${LOGS}/${brand}-${mode}.log`,
  });
  processes.push(servers[mode]);
}
stopAllOnSignal(processes);
await Promise.all(['uncached', 'cached'].map((mode) => untilHealthy(servers[mode])));

const base = (mode) => `http://127.0.0.1:${PORTS[mode]}`;
const get = (path, mode = 'uncached') => fetch(`${base(mode)}${path}`, { redirect: 'manual' });
const html = async (path) => (await get(path)).text();
const links = (text, pattern) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]))];

/** Varied URLs of each page type, taken from the site itself: filters, vehicles, dealers, languages and services. */
const listFilters = [
  '',
  '?sort=price_asc',
  '?sort=price_desc',
  '?fuel[]=electric',
  '?fuel[]=petrol',
  '?cond[]=new',
  '?cond[]=used',
  '?body[]=suv',
];
const vehicleLink = new RegExp(`href="(${DEALER}/auto-finden/[^"?#]+)"`, 'g');
const vehicles = links((await html(`${DEALER}/auto-finden`)) + (await html(`${DEALER}/junge-occasionen`)), vehicleLink);
// the fixture dealer first: its home is the one of the cache-hit and static runs
const dealers = [...new Set([DEALER, ...links(await html('/de/haendlersuche'), /href="(\/de\/haendler\/[^"/?#]+)"/g)])];
const searches = ['/de/haendlersuche', '/fr/recherche-de-concessionnaires', '/it/ricerca-concessionari', '/en/dealer-search'].flatMap(
  (path) => ['', '?service=tradein', '?service=onlinesales', '?service=testdrive'].map((query) => `${path}${query}`),
);
const PAGES = [
  ['list', 'vehicle list', listFilters.flatMap((filter) => [`${DEALER}/auto-finden${filter}`, `${DEALER}/junge-occasionen${filter}`])],
  ['detail', 'vehicle detail', vehicles],
  ['home', 'dealer home', dealers],
  ['search', 'dealer search', searches],
];
const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const pages = PAGES.filter(([name]) => !wanted || wanted.includes(name));
if (pages.length === 0) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} names no page (list, detail, home, search)`);

/** Runs the load generator in its own process; the measured process's CPU time is read before and after. */
function load(origin, paths, measured = []) {
  return new Promise((resolve, reject) => {
    const before = measured.map((child) => cpuMs(child.pid));
    const child = spawn(process.execPath, ['tools/scripts/bench/load.mjs', origin, String(seconds), String(CONNECTIONS), ...paths], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      const result = JSON.parse(out);
      if (measured.some((server) => server.exitCode !== null || server.signalCode !== null))
        return reject(new Error('a measured server stopped during the run'));
      const cpu = measured.map((server, i) => (cpuMs(server.pid) - before[i]) / Math.max(result.requests, 1));
      resolve({ ...result, cpu, failed: result.non2xx + result.errors + result.timeouts });
    });
  });
}
const warmUp = (origin, paths) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/scripts/bench/load.mjs', origin, String(warmupSeconds), String(CONNECTIONS), ...paths], {
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`warm-up exited with ${code}`))));
  });

async function staticRun(name, path) {
  const file = `${LOGS}/${name}.html.gz`;
  writeFileSync(file, gzipSync(await html(path)));
  const server = startProcess(
    'static',
    process.execPath,
    ['tools/scripts/bench/static-server.mjs', String(PORTS.static), file],
    {},
    {
      log: `${LOGS}/static-${name}.log`,
    },
  );
  processes.push(server);
  try {
    await waitForHealth(`http://127.0.0.1:${PORTS.static}/`, 10_000);
    return await load(base('static'), ['/'], [server]);
  } finally {
    server.stopping = true;
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

const host = `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.platform()} ${os.release()}, node ${process.version}`;
const loadAverage = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const rows = [];
for (const [name, page, candidates] of pages) {
  // only URLs that answer 200 themselves (a redirect or a 404 would be measured as another page)
  const statuses = await Promise.all(candidates.map(async (path) => (await get(path)).status));
  const paths = candidates.filter((_, i) => statuses[i] === 200);
  const dropped = candidates.map((path, i) => `${path} (${statuses[i]})`).filter((_, i) => statuses[i] !== 200);
  if (paths.length === 0) throw new Error(`bench:ssr found no ${page} URLs that answer 200`);
  if (dropped.length) console.log(`${page}: left out ${dropped.join(', ')}`);
  const [first] = paths;
  console.log(`▶ ${page}: ${paths.length} URLs uncached, hits and static on ${first}`);

  // uncached: every request renders, on URLs that differ (PAGE_CACHE=off); the warm-up lets the JIT see them first
  await warmUp(base('uncached'), paths);
  const uncached = await load(base('uncached'), paths, [servers.uncached, sandbox]);
  // cache hits: one URL rendered once, then from memory
  // (the first request of a path renders and teaches the cache its search rule; the page is stored after it is sent)
  let state = '';
  for (let attempt = 0; attempt < 10 && state !== 'HIT'; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    state = (await get(first, 'cached')).headers.get('x-page-cache');
  }
  if (state !== 'HIT') console.log(`  ${first} is no cache hit (X-Page-Cache ${state})`);
  const cached = await load(base('cached'), [first], [servers.cached]);
  const served = await staticRun(name, first);
  rows.push({ page, urls: paths.length, uncached, cached, served });
}

const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const fmt = (f) => `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms`;
console.log(`\nbench:ssr ${brand}, ${seconds} s per run, ${CONNECTIONS} connections, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`);
console.log(`host: ${host}; load average before the runs ${loadAverage}\n`);
console.log(
  '| page | uncached (varied URLs) | cache hits | static | server CPU ms/req uncached / hits / static | uncached ÷ static | hits ÷ static |',
);
console.log('|---|---|---|---|---|---|---|');
for (const { page, urls, uncached, cached, served } of rows) {
  const ratio = (f) => (f.rps / served.rps).toFixed(3);
  const cpu = `${ms(uncached.cpu[0])} / ${ms(cached.cpu[0])} / ${ms(served.cpu[0])}`;
  console.log(
    `| ${page} (${urls} URLs) | ${fmt(uncached)} | ${fmt(cached)} | ${fmt(served)} | ${cpu} | ${ratio(uncached)} | ${ratio(cached)} |`,
  );
}
console.log('\nreq/s: responses completed ÷ elapsed time. CPU: user + system time of the measured process ÷ responses completed.');
for (const { page, uncached, cached, served } of rows) {
  const busy = (f) => `${((f.loadCpuMs / (f.seconds * 1000)) * 100).toFixed(0)} %`;
  console.log(
    `${page}: sandbox ${ms(uncached.cpu[1])} ms CPU per uncached request; load generator busy ${busy(uncached)} / ${busy(cached)} / ${busy(served)} of a core`,
  );
  for (const [mode, f] of Object.entries({ uncached, cached, served }))
    if (f.failed) console.log(`  ${page} ${mode}: ${f.failed} failed responses ${JSON.stringify(f.statusCodes)}`);
}
for (const child of processes) {
  child.stopping = true;
  child.kill('SIGTERM');
}
process.exit(0);
