// npm run bench:interaction: what a visitor feels on a slow phone, in Debian's Chromium at 4× CPU slowdown
// (decision 0032). Starts the sandbox and the production brand server itself (or measures BENCH_ORIGIN),
// then prints for every page type the main thread's long tasks during load (until hydrated and quiet), and for the
// first interactions (a filter group, a filter tick until the new count, the gallery, the mobile menu) the time
// from the input to the next paint after the change and the longest task in between. Prints; asserts nothing.
//
// BENCH_BRAND=kia   BENCH_CPU=4   BENCH_RUNS=3 (the median counts)   BENCH_ORIGIN=http://… (a site already up)
// BENCH_DIST=dist/apps (where the built brand is)   BENCH_ONLY=load,interactions (a subset of the scenarios)
import { chromium } from '@playwright/test';
import { cpus } from 'node:os';
import { benchSite } from './bench/site.mjs';

const brand = process.env.BENCH_BRAND ?? 'kia';
const dist = process.env.BENCH_DIST ?? 'dist/apps';
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(',');
const PORTS = { sandbox: 4380, site: 4381 };
const DEALER = '/de/haendler/auto-zentrum-zuerich';

const { origin, stop } = await benchSite({ brand, dist, ports: PORTS, name: 'bench-interaction' });

/** Long tasks from the first byte on, and a probe for "the change is on screen" (the frame after it, then a task). */
function instrument() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__watch = (condition) => {
    const probe = { start: undefined, shown: undefined };
    window.__probe = probe;
    addEventListener('pointerdown', (event) => (probe.start ??= event.timeStamp), { capture: true, once: true });
    addEventListener('keydown', (event) => (probe.start ??= event.timeStamp), { capture: true, once: true });
    const check = () => {
      if (probe.shown !== undefined || probe.start === undefined || !condition()) return;
      probe.shown = -1;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.shown = performance.now())));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function openPage(path, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: 'de-CH', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, { timeout: 60_000 });
  // quiet: no long task for a second (idle preloads, after-hydration adapters)
  await page.waitForFunction(
    () => {
      const last = window.__longTasks.at(-1);
      return !last || performance.now() - (last[0] + last[1]) > 1_000;
    },
    null,
    { timeout: 60_000, polling: 250 },
  );
  return { page, close: () => context.close() };
}

async function loadFigures(path, viewport) {
  const { page, close } = await openPage(path, viewport);
  const figures = await page.evaluate(() => {
    const tasks = window.__longTasks;
    const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime;
    return {
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      over50: tasks.length,
      blocking: tasks.reduce((sum, [, d]) => sum + d - 50, 0),
      hydrated,
    };
  });
  await close();
  return figures;
}

/**
 * A click as a visitor's: mouse down and up at the element's centre. Playwright's `locator.click()` checks the hit
 * target with listeners of its own on the page, whose work would count as the site's.
 */
async function press(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The time from the input to the paint that shows the change, and the longest task in between. */
async function interaction(path, viewport, prepare, act, condition) {
  const { page, close } = await openPage(path, viewport);
  if (prepare) await prepare(page);
  await page.evaluate((source) => window.__watch(new Function(`return (${source})()`)), condition.toString());
  await act(page);
  await page.waitForFunction(() => window.__probe.shown > 0, null, { timeout: 30_000 });
  const figures = await page.evaluate(() => {
    const { start, shown } = window.__probe;
    const during = window.__longTasks.filter(([s, d]) => s + d > start && s < shown);
    return { ms: shown - start, longest: Math.max(0, ...during.map(([, d]) => d)) };
  });
  await close();
  return figures;
}

const listHtml = await (await fetch(`${origin}${DEALER}/auto-finden`)).text();
const details = [
  ...new Set([...listHtml.matchAll(/href="(\/de\/haendler\/auto-zentrum-zuerich\/auto-finden\/[^"?#]+)"/g)].map((m) => m[1])),
];
const detail = details[0];
/** a vehicle with a leasing offer: its leasing tab holds the calculator */
let leasingDetail;
for (const path of details.slice(0, 12)) {
  if ((await (await fetch(`${origin}${path}`)).text()).includes('"leasing":{"rate"')) {
    leasingDetail = path;
    break;
  }
}
const detailHtml = detail ? await (await fetch(`${origin}${detail}`)).text() : '';
const checkout = detailHtml.match(/href="(\/de\/haendler\/auto-zentrum-zuerich\/[^"?#]*kaufen[^"?#]*)"/)?.[1];
const LOAD_PAGES = {
  'vehicle list': `${DEALER}/auto-finden`,
  'vehicle detail': detail,
  'dealer home': DEALER,
  'dealer search': '/de/haendlersuche',
  'buy checkout': checkout,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const repeat = async (measure) => {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measure());
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
};
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const MOBILE = { width: 390, height: 844 };

console.log(`\nbench:interaction ${brand} at ${cpuSlowdown}× CPU, median of ${runs} (${cpus().length} × ${cpus()[0]?.model})`);
if (!only || only.includes('load')) {
  console.log('\n| load | longest task | tasks > 50 ms | blocking (sum over 50 ms) | hydrated at |');
  console.log('|---|---|---|---|---|');
  for (const [name, path] of Object.entries(LOAD_PAGES)) {
    if (!path) {
      console.log(`| ${name} | no URL found on the site | | | |`);
      continue;
    }
    const f = await repeat(() => loadFigures(path));
    console.log(`| ${name} | ${ms(f.longest)} | ${f.over50} | ${ms(f.blocking)} | ${ms(f.hydrated)} |`);
  }
}

const groupToggle = (page, title) => page.locator('aside button[aria-expanded]', { hasText: title }).first();
const INTERACTIONS = {
  'first click on a filter group ("Treibstoff") → its options shown': () =>
    interaction(
      `${DEALER}/auto-finden`,
      undefined,
      null,
      (page) => press(groupToggle(page, 'Treibstoff')),
      () => {
        const button = [...document.querySelectorAll('button[aria-expanded="true"]')].find((b) => b.textContent.includes('Treibstoff'));
        return !!button && !!document.getElementById(button.getAttribute('aria-controls'))?.querySelector('input');
      },
    ),
  'first tick ("Benzin") → the result button shows the new count': () =>
    interaction(
      `${DEALER}/auto-finden`,
      undefined,
      async (page) => {
        await groupToggle(page, 'Treibstoff').click();
        await page.locator('aside input[type="checkbox"]').first().waitFor();
        await page.evaluate(() => {
          window.__applyText = document.querySelector('aside button[aria-live]')?.textContent;
        });
      },
      async (page) => {
        const group = await groupToggle(page, 'Treibstoff').getAttribute('aria-controls');
        await press(page.locator(`[id="${group}"] label`).first());
      },
      () => {
        const text = document.querySelector('aside button[aria-live]')?.textContent ?? '';
        return text !== window.__applyText && /\d/.test(text);
      },
    ),
  'gallery: next image': () =>
    interaction(
      detail,
      undefined,
      null,
      (page) => press(page.locator('section[aria-roledescription="carousel"] button[aria-label]').nth(1)),
      () => /(^|\s)2(\s|$)/.test(document.querySelector('section[aria-roledescription="carousel"] p[aria-live]')?.textContent ?? ''),
    ),
  'detail: the leasing tab → the calculator shown': () =>
    interaction(
      leasingDetail,
      undefined,
      null,
      (page) => press(page.locator('[role="tab"]', { hasText: 'Leasing' })),
      () => !!document.querySelector('[role="tabpanel"]:not([hidden]) select'),
    ),
  'mobile menu: open': () =>
    interaction(
      DEALER,
      MOBILE,
      null,
      (page) => press(page.locator('button[aria-controls="dealer-menu"]')),
      () => document.getElementById('dealer-menu')?.dataset['open'] === 'true',
    ),
};
if (!only || only.includes('interactions')) {
  console.log('\n| first interaction | input → next paint | longest task in between |');
  console.log('|---|---|---|');
  for (const [name, measure] of Object.entries(INTERACTIONS)) {
    try {
      const f = await repeat(measure);
      console.log(`| ${name} | ${ms(f.ms)} | ${ms(f.longest)} |`);
    } catch (error) {
      console.log(`| ${name} | failed: ${String(error.message).split('\n')[0]} | |`);
    }
  }
}

await browser.close();
stop();
process.exit(0);
