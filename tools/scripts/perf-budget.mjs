// npm run perf: performance benchmark against the production build (issues 5, 13, 22).
//   - initial JS of the list page: framework chunk ≤ 115 KB + own code ≤ 45 KB gzip (every script the first load
//     fetches but what starts once the page is interactive, after-interactive-chunks.mjs; `npm test` holds the same
//     budgets for every page type from the build output, check-first-load.mjs)
//   - Lighthouse (mobile preset, Debian chromium) on every page type: performance ≥ 95 and total blocking time
//     ≤ 200 ms on the list, the detail, the dealer home, the dealer search and the buy checkout; the other pages
//     (about us, promotion list and detail, news list and item, service list and detail, model range, service
//     appointment, contact form) are reported only.
//     The URLs come from docs/routes/<brand>.md (the German path of each route) and, for pages of one vehicle,
//     promotion, news item or service, from the links of the site's own HTML. A run Lighthouse itself failed
//     (runtime error or score 0) is retried up to 2 times. Lighthouse's benchmarkIndex of this host is printed with
//     every run: scores of hosts with different indexes are not comparable.
// Prints the figures and exits 1 when a budget is broken.
//
// PERF_BRAND=kia            brand app to measure (dist/apps/<brand>, built with nx unless PERF_SKIP_BUILD=1)
// PERF_DIST=dist/apps       where the built brand apps are
// PERF_RUNS=3               Lighthouse runs per page (the median counts)
// PERF_PAGES=list,detail    only these pages (names as in the table; default: all)
// PERF_LIST_PATH=…          list page (default: the kia fixture dealer's list); its dealer is the one measured
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterInteractiveChunks } from './after-interactive-chunks.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH } from './bench/chromium.mjs';
import { run, startBrandServer, startSandbox, untilHealthy } from './processes.mjs';

export const BUDGET = { frameworkKb: 115, ownKb: 45, lighthouse: 95, tbtMs: 200 };
/** the runtime chunk the build splits off (tools/vite/brand-app.config.ts) */
const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;
/** Lighthouse failures of its own (no score, a runtime error) are run again this many times */
const RETRIES = 2;

const brand = process.env.PERF_BRAND ?? 'kia';
const dist = process.env.PERF_DIST ?? 'dist/apps';
const runs = Number(process.env.PERF_RUNS ?? 3);
const chromePath = CHROMIUM_PATH;
const SANDBOX_PORT = 4398;
const SITE_PORT = 4397;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const DEFAULT_LIST = { kia: '/de/haendler/auto-zentrum-zuerich/auto-finden', toyota: '/de/partner/toyota-center-bern/auto-finden' };
const listPath = process.env.PERF_LIST_PATH ?? DEFAULT_LIST[brand] ?? '/de/auto-finden';

/**
 * The pages measured: name, route id in docs/routes/<brand>.md, whether the budget holds, and where a page of
 * one item (`:slug`) finds its link (the route ids of the pages whose HTML links to it), a page's own minimum score.
 */
const PAGES = [
  { name: 'list', budgeted: true },
  { name: 'detail', budgeted: true },
  { name: 'home', budgeted: true },
  { name: 'search', route: 'dealer-search', budgeted: true },
  { name: 'checkout', route: 'vehicle-checkout-buy', budgeted: true, linkedFrom: ['vehicles'] },
  { name: 'about', route: 'about-us' },
  { name: 'promotions', route: 'dealer-promotion-list' },
  { name: 'promotion', route: 'dealer-promotion-detail', linkedFrom: ['dealer-home', 'dealer-promotion-list'] },
  { name: 'news', route: 'dealer-news-list' },
  { name: 'news-item', route: 'dealer-news-detail', linkedFrom: ['dealer-home', 'dealer-news-list'] },
  { name: 'services', route: 'dealer-service-list' },
  { name: 'service', route: 'dealer-service-detail', linkedFrom: ['dealer-home', 'dealer-service-list'] },
  { name: 'models', route: 'model-range' },
  { name: 'appointment', route: 'service-appointment' },
  { name: 'contact', route: 'contact' },
  // the brand's front doors: score ≥ 98 (and the TBT budget)
  { name: 'corporate-home', route: 'corporate-home', budgeted: true, minScore: 98 },
  { name: 'market-home', route: 'vehicle-market-home', budgeted: true, minScore: 98 },
];
const wanted = process.env.PERF_PAGES?.split(',').map((name) => name.trim());
const unknown = wanted?.filter((name) => !PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length) throw new Error(`PERF_PAGES: unknown page ${unknown.join(', ')} (pages: ${PAGES.map((p) => p.name).join(', ')})`);
const pages = PAGES.filter((page) => !wanted || wanted.includes(page.name));

const children = [];
function stopAll() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
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
  // what the page fetches for a first click starts after the prefetch mark (decision 0032): not the first load
  await page.waitForTimeout(2_500);
  const prefetchedUrls = await page.evaluate(() => {
    const mark = performance.getEntriesByName('carweb:prefetch')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= mark)
      .map((entry) => new URL(entry.name).pathname);
  });
  const detailHref = await page.locator('main h2 a[href*="-"]').first().getAttribute('href');
  const all = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  await browser.close();
  // the consent manager, the real-user metrics and what else starts once the page is interactive: not the first load
  const later = afterInteractiveChunks(`${dist}/${brand}/client`);
  const first = all.filter((file) => !later.has(file.url));
  return {
    files: first.filter((file) => !prefetchedUrls.includes(file.url)),
    prefetched: first.filter((file) => prefetchedUrls.includes(file.url)),
    afterInteractive: all.filter((file) => later.has(file.url)),
    detailHref,
  };
}

/** Route id → German path pattern (`/de/haendler/:dealerSlug/ueber-uns`), from the brand's route table. */
function routePatterns() {
  const file = `docs/routes/${brand}.md`;
  if (!existsSync(file)) throw new Error(`${file} is missing: npm run routes -- ${brand} --write`);
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const de = rows[0].indexOf('de');
  return new Map(rows.slice(1).map((cells) => [cells[1], /`([^`]+)`/.exec(cells[de])?.[1]]));
}

/** The path of every page measured; pages of one item follow the links of the site's HTML. */
async function pagePaths(detailHref) {
  const patterns = routePatterns();
  const home = listPath.replace(/\/[^/]+$/, '');
  const dealerSlug = home.split('/').pop();
  const pathOf = (route) => {
    const pattern = patterns.get(route);
    if (!pattern) throw new Error(`docs/routes/${brand}.md has no route ${route}`);
    return pattern.replace(':dealerSlug', dealerSlug);
  };
  const htmlCache = new Map();
  const html = async (path) => {
    if (!htmlCache.has(path))
      htmlCache.set(
        path,
        fetch(`${origin}${path}`).then((response) => (response.ok ? response.text() : '')),
      );
    return htmlCache.get(path);
  };
  /** a route's path as a regular expression, `:slug` standing for any one segment */
  const routeRegExp = (route) =>
    pathOf(route)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(':slug', '[^/"?#]+');
  const linksTo = async (route, sources) => {
    const link = new RegExp(`href="(${routeRegExp(route)})"`, 'g');
    for (const source of sources) {
      const found = [...(await html(source)).matchAll(link)].map((m) => m[1]);
      if (found.length) return found[0];
    }
    return undefined;
  };
  // the vehicles of the list page, the detail Lighthouse measures first: a checkout needs a vehicle that offers it
  const vehicles = async () => {
    const all = [...(await html(listPath)).matchAll(/href="([^"?#]+)"/g)].map((m) => m[1]);
    const detailLink = new RegExp(`^${routeRegExp('vehicle-market-detail')}$`);
    return [...new Set([detailHref, ...all.filter((path) => detailLink.test(path))].filter(Boolean))];
  };
  const paths = {};
  for (const page of pages) {
    if (page.name === 'list') paths.list = listPath;
    else if (page.name === 'detail') paths.detail = detailHref;
    else if (page.name === 'home') paths.home = home;
    else if (!page.linkedFrom) paths[page.name] = pathOf(page.route);
    else {
      const sources = page.linkedFrom[0] === 'vehicles' ? await vehicles() : page.linkedFrom.map(pathOf);
      paths[page.name] = await linksTo(page.route, sources);
    }
  }
  return paths;
}

/** One Lighthouse run; a failure of Lighthouse's own (runtime error, no score) is retried up to RETRIES times. */
async function lighthouseRun(url, label) {
  let failure = '';
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) console.log(`  ${label}: Lighthouse failed (${failure}); retry ${attempt} of ${RETRIES}`);
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const score = lhr.categories.performance.score;
      if (lhr.runtimeError) failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      else if (!score) failure = 'score 0';
      else {
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        return {
          score: Math.round(score * 100),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          retries: attempt,
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          si: metric('speed-index'),
        };
      }
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      await chrome.kill();
    }
  }
  console.log(`  ${label}: Lighthouse failed ${RETRIES + 1} times (${failure}); the run counts as score 0`);
  return { score: 0, benchmarkIndex: NaN, retries: RETRIES, failed: failure, fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN, si: NaN };
}

async function lighthouseScores(url, label) {
  const scores = [];
  for (let i = 0; i < runs; i += 1) scores.push(await lighthouseRun(url, label));
  const best = median(scores.map((s) => s.score));
  const measured = scores.filter((s) => !s.failed);
  return {
    median: best,
    tbt: measured.length ? median(measured.map((s) => s.tbt)) : NaN,
    runs: scores,
    typical: scores.find((s) => s.score === best),
  };
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
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  const sandbox = startSandbox({ port: SANDBOX_PORT, db, fresh: true, ...quiet });
  children.push(sandbox);
  await untilHealthy(sandbox);
  // all integrations on: the sandbox plays consent manager, tag manager and call tracking on the embedded
  // default, and every page load is measured by real-user metrics (not one in ten)
  const site = startBrandServer({
    brand,
    port: SITE_PORT,
    sandboxPort: SANDBOX_PORT,
    entry: serverEntry,
    // Lighthouse's runs all come from 127.0.0.1: the per-client rate limits off
    env: { RUM_SAMPLE_RATE: '1', RATE_LIMITS: 'off' },
    ...quiet,
  });
  children.push(site);
  await untilHealthy(site);

  const js = await initialJs(`${origin}${listPath}`);
  const totalGzip = js.files.reduce((sum, file) => sum + file.gzip, 0);
  const totalRaw = js.files.reduce((sum, file) => sum + file.raw, 0);
  console.log(`\nInitial JS of ${listPath} (${js.files.length} files)`);
  console.log('  gzip KB    raw KB  file');
  for (const file of js.files) console.log(`  ${kb(file.gzip).padStart(7)}  ${kb(file.raw).padStart(8)}  ${file.url}`);
  console.log(`  ${kb(totalGzip).padStart(7)}  ${kb(totalRaw).padStart(8)}  total`);
  const prefetchedGzip = js.prefetched.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`  and ${kb(prefetchedGzip)} KB gzip in ${js.prefetched.length} files prefetched while idle for a first click (not counted)`);
  const laterGzip = js.afterInteractive.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`  and ${kb(laterGzip)} KB gzip in ${js.afterInteractive.length} files once the page is interactive (not counted)`);
  const frameworkGzip = js.files.filter((file) => FRAMEWORK_CHUNK.test(file.url)).reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `  of which framework ${kb(frameworkGzip)} KB (budget ≤ ${BUDGET.frameworkKb}: react, react-dom, react-router, TanStack Query, react-intl), own code ${kb(totalGzip - frameworkGzip)} KB (budget ≤ ${BUDGET.ownKb})`,
  );

  const paths = await pagePaths(js.detailHref);
  const results = {};
  for (const page of pages) {
    const path = paths[page.name];
    if (!path) {
      if (page.budgeted) throw new Error(`no ${page.name} page found`);
      console.log(`  ${page.name}: no page found (no link on the site), left out`);
      continue;
    }
    console.log(`▶ Lighthouse ${page.name} ${path}`);
    results[page.name] = await lighthouseScores(`${origin}${path}`, page.name);
  }

  const cpus = os.cpus();
  const allRuns = Object.values(results).flatMap((result) => result.runs.filter((r) => !r.failed));
  const indexes = allRuns.map((r) => r.benchmarkIndex);
  console.log(
    `\nLighthouse performance (mobile preset, ${runs} run(s) each, median counts; * = budget: score ≥ ${BUDGET.lighthouse} (the homes ≥ 98) and TBT ≤ ${BUDGET.tbtMs} ms)`,
  );
  console.log(
    `host: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, Lighthouse benchmarkIndex median ${indexes.length ? median(indexes).toFixed(0) : '–'}` +
      ` (${indexes.length ? `${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}` : 'no run'}), load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${new Date().toISOString().slice(0, 10)}`,
  );
  const n0 = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
  console.log('  page           score  runs          TBT ms   FCP ms   LCP ms  CLS      SI ms  benchmarkIndex   path');
  for (const page of pages) {
    const result = results[page.name];
    if (!result) continue;
    const t = result.typical;
    const retried = result.runs.reduce((sum, r) => sum + r.retries, 0);
    console.log(
      [
        `  ${`${page.name}${page.budgeted ? ' *' : ''}`.padEnd(13)}`,
        String(result.median).padStart(5),
        ` ${result.runs
          .map((r) => r.score)
          .join('/')
          .padEnd(12)}`,
        n0(result.tbt).padStart(7),
        n0(t.fcp).padStart(7),
        n0(t.lcp).padStart(7),
        ` ${Number.isFinite(t.cls) ? t.cls.toFixed(3) : '–'.padEnd(5)}`,
        n0(t.si).padStart(7),
        ` ${result.runs
          .map((r) => n0(r.benchmarkIndex))
          .join('/')
          .padEnd(15)}`,
        `${paths[page.name]}${retried ? ` (${retried} retried)` : ''}`,
      ].join(' '),
    );
  }
  console.log('  TBT: median of the runs; FCP, LCP, CLS, SI: the run with the median score');

  const failures = [];
  if (frameworkGzip / 1024 > BUDGET.frameworkKb) failures.push(`framework ${kb(frameworkGzip)} KB gzip > ${BUDGET.frameworkKb} KB`);
  const ownGzip = totalGzip - frameworkGzip;
  if (ownGzip / 1024 > BUDGET.ownKb) failures.push(`own code ${kb(ownGzip)} KB gzip > ${BUDGET.ownKb} KB`);
  for (const page of pages.filter((p) => p.budgeted)) {
    const result = results[page.name];
    const minScore = page.minScore ?? BUDGET.lighthouse;
    if (result.median < minScore) failures.push(`Lighthouse ${page.name} ${result.median} < ${minScore}`);
    if (!(result.tbt <= BUDGET.tbtMs)) failures.push(`TBT ${page.name} ${n0(result.tbt)} ms > ${BUDGET.tbtMs} ms`);
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
