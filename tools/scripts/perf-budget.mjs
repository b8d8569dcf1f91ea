// npm run perf: performance benchmark against the production build (issues 5, 13).
//   - initial JS of the list page: framework chunk ≤ 115 KB + own code ≤ 45 KB gzip (every script the first load
//     fetches; `npm test` holds the same budgets for every page type from the build output, check-first-load.mjs)
//   - Lighthouse (mobile preset, Debian chromium) performance ≥ 98 on the list, the detail and the dealer home
// Prints the figures and exits 1 when a budget is broken.
//
// PERF_BRAND=kia            brand app to measure (dist/apps/<brand>, built with nx unless PERF_SKIP_BUILD=1)
// PERF_DIST=dist/apps       where the built brand apps are
// PERF_RUNS=3               Lighthouse runs per page (the median counts)
// PERF_LIST_PATH=…          list page (default: the kia fixture dealer's list)
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { run, waitForHealth } from './processes.mjs';

export const BUDGET = { frameworkKb: 115, ownKb: 45, lighthouse: 98 };
/** the runtime chunk the build splits off (tools/vite/brand-app.config.ts) */
const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;

const brand = process.env.PERF_BRAND ?? 'kia';
const dist = process.env.PERF_DIST ?? 'dist/apps';
const runs = Number(process.env.PERF_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SANDBOX_PORT = 4398;
const SITE_PORT = 4397;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const DEFAULT_LIST = { kia: '/de/haendler/auto-zentrum-zuerich/auto-finden', toyota: '/de/partner/toyota-center-bern/auto-finden' };
const listPath = process.env.PERF_LIST_PATH ?? DEFAULT_LIST[brand] ?? '/de/auto-finden';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every script the first load of a page fetches (entry, its imports, the page's lazy chunk), gzip-compressed. */
async function initialJs(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  const detailHref = await page.locator('main h2 a[href*="-"]').first().getAttribute('href');
  const files = await Promise.all(scripts);
  await browser.close();
  return { files: files.sort((a, b) => b.gzip - a.gzip), detailHref };
}

async function lighthouseScores(url) {
  const scores = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      scores.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      });
    } finally {
      await chrome.kill();
    }
  }
  const best = median(scores.map((s) => s.score));
  return { median: best, runs: scores, typical: scores.find((s) => s.score === best) };
}

async function main() {
  const serverEntry = `${dist}/${brand}/server/server.js`;
  if (process.env.PERF_SKIP_BUILD !== '1') {
    console.log(`▶ building ${brand} (nx, cached when unchanged)`);
    await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], {
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  }
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build the brand app first`);

  const db = 'tmp/perf-sandbox.db';
  rmSync(db, { force: true });
  start(process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: db });
  await waitForHealth(`http://127.0.0.1:${SANDBOX_PORT}/healthz`);
  start(process.execPath, [serverEntry], { NODE_ENV: 'production', PORT: String(SITE_PORT), SANDBOX_PORT: String(SANDBOX_PORT) });
  await waitForHealth(`${origin}/healthz`);

  const js = await initialJs(`${origin}${listPath}`);
  const totalGzip = js.files.reduce((sum, file) => sum + file.gzip, 0);
  const totalRaw = js.files.reduce((sum, file) => sum + file.raw, 0);
  console.log(`\nInitial JS of ${listPath} (${js.files.length} files)`);
  console.log('  gzip KB    raw KB  file');
  for (const file of js.files) console.log(`  ${kb(file.gzip).padStart(7)}  ${kb(file.raw).padStart(8)}  ${file.url}`);
  console.log(`  ${kb(totalGzip).padStart(7)}  ${kb(totalRaw).padStart(8)}  total`);
  const frameworkGzip = js.files.filter((file) => FRAMEWORK_CHUNK.test(file.url)).reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `  of which framework ${kb(frameworkGzip)} KB (budget ≤ ${BUDGET.frameworkKb}: react, react-dom, react-router, TanStack Query, react-intl), own code ${kb(totalGzip - frameworkGzip)} KB (budget ≤ ${BUDGET.ownKb})`,
  );

  const pages = { list: listPath, detail: js.detailHref, home: listPath.replace(/\/[^/]+$/, '') };
  const results = {};
  for (const [name, path] of Object.entries(pages)) {
    if (!path) throw new Error(`no ${name} page found`);
    results[name] = await lighthouseScores(`${origin}${path}`);
  }
  console.log(`\nLighthouse performance (mobile preset, ${runs} run(s) each, median counts; budget ≥ ${BUDGET.lighthouse})`);
  console.log('  page     score  runs          FCP ms   LCP ms   TBT ms   CLS     SI ms');
  for (const [name, result] of Object.entries(results)) {
    const t = result.typical;
    console.log(
      `  ${name.padEnd(8)} ${String(result.median).padStart(5)}  ${result.runs
        .map((r) => r.score)
        .join('/')
        .padEnd(
          12,
        )} ${t.fcp.toFixed(0).padStart(7)}  ${t.lcp.toFixed(0).padStart(7)}  ${t.tbt.toFixed(0).padStart(7)}  ${t.cls.toFixed(3)}  ${t.si.toFixed(0).padStart(7)}  ${pages[name]}`,
    );
  }

  const failures = [];
  if (frameworkGzip / 1024 > BUDGET.frameworkKb) failures.push(`framework ${kb(frameworkGzip)} KB gzip > ${BUDGET.frameworkKb} KB`);
  const ownGzip = totalGzip - frameworkGzip;
  if (ownGzip / 1024 > BUDGET.ownKb) failures.push(`own code ${kb(ownGzip)} KB gzip > ${BUDGET.ownKb} KB`);
  for (const [name, result] of Object.entries(results)) {
    if (result.median < BUDGET.lighthouse) failures.push(`Lighthouse ${name} ${result.median} < ${BUDGET.lighthouse}`);
  }
  console.log(failures.length ? `\n✖ budget broken: ${failures.join('; ')}` : '\n✔ every budget kept');
  return failures.length ? 1 : 0;
}

main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
