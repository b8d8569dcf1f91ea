// Lighthouse diagnosis of one page (mobile preset, Debian chromium): score, metrics, the LCP element and its
// phases, script boot-up, main-thread breakdown, long tasks, render-blocking resources. For chasing the
// budgets of `npm run perf`; runs against a site that is already up, e.g. `npm start`:
//   node tools/scripts/perf-diagnose.mjs http://localhost:4200/de/haendler/auto-zentrum-zuerich/auto-finden
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = lhr.audits;
if (lhr.runtimeError) console.log('runtimeError', lhr.runtimeError);
console.log('score', lhr.categories.performance.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
  'max-potential-fid',
])
  console.log(id, a[id]?.displayValue);
console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''));
console.log('LCP phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? '').slice(0, 600));
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time']?.details?.items?.slice(0, 6).map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)]),
  ),
);
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)])));
console.log(
  'long tasks',
  JSON.stringify(
    a['long-tasks']?.details?.items?.slice(0, 8).map((i) => [i.url.slice(-40), Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i) => [i.url.slice(-40), i.wastedMs])));
console.log('dom size', a['dom-size']?.displayValue);
