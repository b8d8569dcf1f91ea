// npm run bench:edge (decision 0045): the soak's mixed load (lists with filters, details, dealer and form pages) in one run on
// one machine, 50 connections each, driven by wrk: through Varnish in front of two replicas (warm: edge hits), against
// a bare static server of the same HTML (the baseline, a process of its own), and against one replica without the
// edge. Prints req/s, p50/p99, errors, the edge's and the replicas' hit ratios and the ratios; then checks the
// replica's metrics count what the load asked per page type, and that no value of a lead sent through the edge
// reaches the logs. BENCH_SECONDS (default 20) per load; the kia build, varnish and wrk (installed when root).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stubViteImports } from '../leads/vite-stub';
import { mixedRequests, soakPages } from '../soak/pages';
import { waitForHealth } from '../support/harness';
import { replicaLog, startEdgeStack } from './edge-stack';
import { ensureWrk, wrkLoad, type WrkResult } from './wrk-load';
import { pageCacheCounts, replicaHits, requestsPerPageType, share, type CacheCounts } from './replica-metrics';

// the lead forms' routes import CSS modules: loaded after the stub
stubViteImports();
const { LEAD_FORMS } = await import('../leads/lead-forms');
const { noJsSubmission } = await import('../leads/no-js-visitor');

const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const CONNECTIONS = 50;
const LOG_DIR = 'tmp/bench-edge';
const STATIC_PORT = 4378;

interface Load {
  result: WrkResult;
  edgeHits: string;
}

/** One load; the edge's hit ratio from its own counters (varnishstat) over the load. */
async function load(url: string, paths: string[], edge: () => { hit: number; miss: number }): Promise<Load> {
  const before = edge();
  const result = await wrkLoad(url, paths, CONNECTIONS, seconds, LOG_DIR);
  const after = edge();
  const hits = after.hit - before.hit;
  return { result, edgeHits: share(hits, hits + after.miss - before.miss) };
}

function report(label: string, { result, edgeHits }: Load, cacheHits: string) {
  console.log(
    `${label.padEnd(20)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
      `  errors ${result.errors}  edge hits ${edgeHits}  replica cache hits ${cacheHits}`,
  );
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✓' : '✖'} ${what}`);
  if (!ok) failures.push(what);
};

ensureWrk();
const stack = await startEdgeStack({ replicas: 2, edgePort: 4370, sandboxPort: 4379, logDir: LOG_DIR });
let baseline: ChildProcess | undefined;
try {
  const paths = mixedRequests(await soakPages(stack.edge)).map(({ path }) => path);
  console.log(`bench:edge: ${paths.length} requests in the mix, ${seconds} s per load, ${CONNECTIONS} connections`);
  // warm: every page of the mix once through the edge (both caches start cold otherwise); the baseline serves these
  const pages: Record<string, string> = {};
  for (const path of paths) pages[path] = await (await fetch(`${stack.edge}${path}`)).text();
  writeFileSync(resolve(LOG_DIR, 'pages.json'), JSON.stringify(pages));
  const script = resolve('apps/reliability/src/edge/static-baseline.ts');
  baseline = spawn(process.execPath, ['--import', 'tsx', script, String(STATIC_PORT), resolve(LOG_DIR, 'pages.json')], { stdio: 'ignore' });
  process.once('exit', () => baseline?.kill('SIGKILL'));
  await waitForHealth(`http://127.0.0.1:${STATIC_PORT}/healthz`);

  const counts = () => Promise.all(stack.replicaOrigins.map(pageCacheCounts));
  let before: CacheCounts[] = await counts();
  const throughEdge = await load(stack.edge, paths, stack.cacheCounts);
  report('edge + 2 replicas', throughEdge, replicaHits(before, await counts()));
  const bare = await load(`http://127.0.0.1:${STATIC_PORT}`, paths, stack.cacheCounts);
  report('static server', bare, 'none asked');
  const replica = stack.replicaOrigins[0] as string;
  // warm its own page cache too (through the edge, each page reached one of the two replicas)
  for (const path of Object.keys(pages)) await fetch(`${replica}${path}`);
  before = await counts();
  const typesBefore = await requestsPerPageType(replica);
  const single = await load(replica, paths, stack.cacheCounts);
  report('1 replica, no edge', single, replicaHits(before, await counts()));
  const edgeRate = throughEdge.result.perSecond;
  console.log(`edge hits / static server: ${(edgeRate / bare.result.perSecond).toFixed(2)} (target ≥ 0.8)`);
  console.log(`edge / one replica: ${(edgeRate / single.result.perSecond).toFixed(2)}`);
  console.log(`p99 of edge hits at ${CONNECTIONS} connections: ${throughEdge.result.p99} ms (target ≤ 20 ms)`);

  // the replica's metrics count every request of its load, per page type
  const typesAfter = await requestsPerPageType(replica);
  const perType = [...typesAfter].map(([type, count]) => [type, count - (typesBefore.get(type) ?? 0)] as const).filter(([, n]) => n > 0);
  console.log(`replica metrics, the load without the edge: ${perType.map(([type, n]) => `${type} ${n}`).join(', ')}`);
  const counted = perType.reduce((total, [type, n]) => (type === 'health' ? total : total + n), 0);
  // wrk counts answers; what was still asked when the load stopped may have reached the replica (one per connection)
  const answered = single.result.requests;
  check(
    counted >= answered && counted <= answered + CONNECTIONS,
    `the replica's metrics count ${counted} requests; wrk had ${answered} answered (+ at most ${CONNECTIONS} in flight)`,
  );

  // a lead through the edge: none of its values is in any replica's log
  const lead = LEAD_FORMS[0];
  if (!lead) throw new Error('no lead form');
  const marker = `bench-${Date.now()}`;
  const typed = lead.typed(`${marker}@example.ch`, marker);
  const outcome = await noJsSubmission(stack.edge, lead, typed, 1);
  check(outcome.acknowledged, `a ${lead.name} lead through the edge was acknowledged`);
  await new Promise((done) => setTimeout(done, 500));
  const logs = stack.replicaOrigins.map((origin) => readFileSync(replicaLog(LOG_DIR, Number(new URL(origin).port)), 'utf8')).join('');
  const posts = logs.split('\n').filter((line) => line.includes('"method":"POST"')).length;
  const values = Object.values(typed)
    .flat()
    .filter((value) => value.length > 3);
  check(posts > 0, `the replicas logged the lead's POST (${posts} line(s))`);
  check(
    values.every((value) => !logs.includes(value)),
    `no value of the lead (${values.length} fields, e.g. its e-mail, name and message) is in the replicas' logs`,
  );
} finally {
  baseline?.kill('SIGTERM');
  await stack.stop();
}
if (failures.length) {
  console.error(`\n✖ bench:edge: ${failures.length} check(s) failed`);
  process.exit(1);
}
