// Failure matrix (decision 0015): every page type of the kia site × every backend service × each fault (503, malformed
// JSON, slower than the call's time budget, connection refused), the fault on that one service alone. Each cell must
// answer as without faults or the outage answer of decision 0015 (verdict.ts); the matrix is printed and written to
// tmp/fault-matrix.md, and the run exits 1 when a cell fails.
//   node --import tsx apps/reliability/src/faults/run.ts [--bounded]
// Needs a kia build: BRAND_DIST_DIR=tmp/dist-faults npx vite build -c apps/kia/vite.config.ts, RELIABILITY_DIST=tmp/dist-faults.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BACKEND_SERVICES, type BackendService } from '@carweb/api-http';
import { setFaults, startSandbox, type Running } from '../support/harness';
import { startBackendRecorder } from './backend-recorder';
import { bookCheckIn } from './check-in';
import { FAULTS, HANG_MS, PAGE_BOUND_MS, type Fault } from './faults';
import { cellKey, matrixMarkdown } from './matrix-table';
import { pageSamples, type PageSample } from './pages';
import { isAnswer, probe, type Answer } from './probe';
import { routesWithoutSample } from './route-coverage';
import { startSite } from './site';
import { judge, type Verdict } from './verdict';

const SANDBOX_PORT = 4300;
const SITE_PORT = 4301;
const RECORDER_PORT = 4302;
const REFUSED_SITE_PORT = 4303;
/**
 * Pages fetched at once under one fault: one render per core. With four, each answer also waited for three other
 * renders on a 2-core machine, and the time bound measured the queue: the site pages of decision 0037 (content navigation and
 * footer in the frame) crossed it under the base service's slow fault while the rest of `npm test` ran beside it.
 */
const CONCURRENCY = 2;

const { values } = parseArgs({ options: { bounded: { type: 'boolean', default: false } } });
/**
 * The bounded mode (npm test) runs every page type × every fault, but only for the services the page calls (seen
 * without faults through the recorder): those are the cells where an outage can break a page. The cells of services
 * a page does not call are "unaffected" by construction, and the full mode (npm run test:faults) proves it by
 * running them too.
 */
const bounded = values.bounded ?? false;
const started = performance.now();

// the site runs with BACKEND_CACHE=off, so sitemap.xml is built again for every request too
const fetchPage = (site: Running, page: PageSample) => probe(site.url, page.path, new URL(site.url).host, HANG_MS);

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

const sandbox = await startSandbox(SANDBOX_PORT, 'faults-sandbox');
const recorder = await startBackendRecorder(RECORDER_PORT, sandbox.url);
const site = await startSite(SITE_PORT, SANDBOX_PORT, recorder.url);
const problems: string[] = [];
const verdicts = new Map<string, Verdict>();
const pages = pageSamples(await bookCheckIn(sandbox.url));

try {
  const missing = routesWithoutSample('kia', pages);
  if (missing.length) problems.push(`page types of docs/routes/kia.md without a sample in pages.ts: ${missing.join(', ')}`);

  // without faults, one page at a time: each page's answer and the services it calls
  const baseline = new Map<string, Answer>();
  const calls = new Map<string, Set<string>>();
  for (const page of pages) {
    recorder.reset();
    const answer = await fetchPage(site, page);
    calls.set(page.route, recorder.called());
    if (!isAnswer(answer) || answer.status !== page.expect) {
      problems.push(`${page.path} without faults: ${isAnswer(answer) ? answer.status : answer.detail}, expected ${page.expect}`);
    } else baseline.set(page.route, answer);
  }

  const runCells = (target: Running, targets: PageSample[], service: BackendService, fault: Fault) =>
    inPool(targets, CONCURRENCY, async (page) => {
      const calling = calls.get(page.route)?.has(service) ?? false;
      const bound = page.kind === 'html' ? PAGE_BOUND_MS : HANG_MS;
      const verdictOf = async () => judge(page, baseline.get(page.route) as Answer, await fetchPage(target, page), calling, bound);
      let verdict = await verdictOf();
      // the right answer, only later than the bound: once more, so that a moment of a busy 2-core machine (another suite,
      // a page's first render) is not taken for a page that waits on its backends too long; a slow page is slow twice
      if (!verdict.ok && verdict.reason?.startsWith('answered after')) verdict = await verdictOf();
      verdicts.set(cellKey(page.route, service, fault.id), verdict);
    });

  for (const service of BACKEND_SERVICES) {
    const targets = pages.filter((page) => baseline.has(page.route) && (!bounded || calls.get(page.route)?.has(service)));
    if (targets.length === 0) continue;
    for (const fault of FAULTS) {
      if (fault.sandboxSpec) {
        await setFaults(sandbox, fault.sandboxSpec(service));
        await runCells(site, targets, service, fault).finally(() => setFaults(sandbox, ''));
      } else {
        const refusing = await startSite(REFUSED_SITE_PORT, SANDBOX_PORT, recorder.url, service);
        // a fresh server loads each page's code on its first request: warm it, as the other faults' server is
        await inPool(targets, CONCURRENCY, (page) => fetchPage(refusing, page).then(() => undefined));
        await runCells(refusing, targets, service, fault).finally(() => refusing.stop());
      }
    }
    console.log(`${service}: ${targets.length} pages × ${FAULTS.length} faults (${Math.round((performance.now() - started) / 1000)} s)`);
  }
} finally {
  await site.stop();
  await recorder.close();
  await sandbox.stop();
}

const seconds = Math.round((performance.now() - started) / 1000);
const all = [...verdicts.values()];
const failed = all.filter((verdict) => !verdict.ok).length;
const summary = `${bounded ? 'bounded' : 'full'} run in ${seconds} s: ${all.length} cells, ${all.length - failed} passed (${
  all.filter((verdict) => verdict.label === '—').length
} unaffected, ${all.filter((verdict) => verdict.label === '503').length} outage answers), ${failed} failed`;
const markdown = [
  '# Failure matrix (kia)',
  '',
  summary,
  '',
  matrixMarkdown({ pages, services: BACKEND_SERVICES, faults: FAULTS, verdicts }),
  ...problems.map((problem) => `\n✖ ${problem}`),
].join('\n');
mkdirSync('tmp', { recursive: true });
writeFileSync('tmp/fault-matrix.md', `${markdown}\n`);
console.log(`\n${markdown}\n\nwritten to tmp/fault-matrix.md`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
