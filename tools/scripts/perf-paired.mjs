// Lighthouse (mobile preset) of two builds, run by run alternating, so the host's speed (benchmarkIndex) falls on both
// alike: `node tools/scripts/perf-paired.mjs <before origin> <after origin>` against two sites already up on one
// sandbox (e.g. a build of an earlier commit, `BRAND_DIST_DIR=tmp/before npx vite build -c apps/kia/vite.config.ts`,
// and the current one). Prints a markdown table: median score and TBT of 3 runs each (PAIRED_RUNS=n for more), the
// runs, LCP, and the median of the differences within each pair (decisions 0032, 0054). PAIRED_PAGES=list,detail
// measures only those pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './bench/chromium.mjs';
const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: perf-paired.mjs <before origin> <after origin>');
const pages = {
  list: '/de/haendler/auto-zentrum-zuerich/auto-finden',
  detail: '/de/haendler/auto-zentrum-zuerich/auto-finden/kia-ev6-81-4-kwh-lx-100014',
  home: '/de/haendler/auto-zentrum-zuerich',
  search: '/de/haendlersuche',
  checkout: '/de/haendler/auto-zentrum-zuerich/online-kaufen/kia-ev6-81-4-kwh-lx-100014',
};
async function run(url) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      if (!score || lhr.runtimeError) continue;
      return {
        score,
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        bi: Math.round(lhr.environment.benchmarkIndex),
      };
    } finally {
      await chrome.kill();
    }
  }
  return { score: 0, tbt: NaN, lcp: NaN, bi: NaN };
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(
  '| page | before: score (runs), TBT ms median (runs), LCP ms | after: score (runs), TBT ms median (runs), LCP ms | after − before per pair: score, TBT ms (medians) | benchmarkIndex of the runs |',
);
console.log('|---|---|---|---|---|');
const only = process.env.PAIRED_PAGES?.split(',');
for (const [name, path] of Object.entries(pages)) {
  if (only && !only.includes(name)) continue;
  const b = [],
    a = [];
  for (let i = 0; i < Number(process.env.PAIRED_RUNS ?? 3); i++) {
    // a pair's runs follow each other (the host's speed falls on both alike), their order alternating
    if (i % 2) a.push(await run(`${after}${path}`));
    b.push(await run(`${before}${path}`));
    if (!(i % 2)) a.push(await run(`${after}${path}`));
  }
  // a pair with a run Lighthouse failed three times (score 0) has no difference
  const paired = (key) => median(a.flatMap((x, i) => (x.score && b[i].score ? [x[key] - b[i][key]] : [])));
  const f = (r) =>
    `${median(r.map((x) => x.score))} (${r.map((x) => x.score).join('/')}), ${median(r.map((x) => x.tbt))} (${r.map((x) => x.tbt).join('/')}), ${median(r.map((x) => x.lcp))}`;
  console.log(`| ${name} | ${f(b)} | ${f(a)} | ${paired('score')}, ${paired('tbt')} | ${[...b, ...a].map((x) => x.bi).join('/')} |`);
}
