// npm run bench:configurator: a configurator choice on a slow phone (decision 0035). Debian's Chromium at
// 4× CPU slowdown opens the configurator of a model on the production build (it starts the sandbox and the brand
// server itself, or measures BENCH_ORIGIN), clicks a colour, then a package, and prints for each the time from the
// click to the next paint that shows the new price, and the longest task in between. Prints; asserts nothing.
//
// BENCH_BRAND=kia   BENCH_CPU=4   BENCH_RUNS=3 (the median counts)   BENCH_ORIGIN=http://… (a site already up)
// BENCH_DIST=dist/apps (where the built brand is)   BENCH_PATH=/de/konfigurator/stonic (the configurator to open)
import { chromium } from '@playwright/test';
import { cpus } from 'node:os';
import { CHROME_FLAGS, CHROMIUM_PATH } from './bench/chromium.mjs';
import { benchSite } from './bench/site.mjs';

const brand = process.env.BENCH_BRAND ?? 'kia';
const dist = process.env.BENCH_DIST ?? 'dist/apps';
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = process.env.BENCH_PATH ?? '/de/konfigurator/stonic';
const PORTS = { sandbox: 4382, site: 4383 };

const { origin, stop } = await benchSite({ brand, dist, ports: PORTS, name: 'bench-configurator' });

/** Long tasks from the first byte on, and a probe for "the new price is on screen" (the frame after it, then a task). */
function instrument() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__watchPrice = () => {
    const price = () => document.querySelector('[data-testid="configuration-price"]')?.textContent ?? '';
    const before = price();
    const probe = { start: undefined, shown: undefined, price: undefined };
    window.__probe = probe;
    addEventListener('pointerdown', (event) => (probe.start ??= event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (probe.shown !== undefined || probe.start === undefined || price() === before) return;
      probe.shown = -1;
      probe.price = price();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.shown = performance.now())));
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});

/** A click as a visitor's: mouse down and up at the element's centre (not Playwright's checks on the page). */
async function press(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Open the configurator hydrated and quiet, then click a colour and a package, each until its price shows. */
async function measure() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, { timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const last = window.__longTasks.at(-1);
      return !last || performance.now() - (last[0] + last[1]) > 1_000;
    },
    null,
    { timeout: 60_000, polling: 250 },
  );
  const choose = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.__watchPrice());
    await press(locator);
    await page.waitForFunction(() => window.__probe.shown > 0, null, { timeout: 30_000 });
    return page.evaluate(() => {
      const { start, shown, price } = window.__probe;
      const during = window.__longTasks.filter(([s, d]) => s + d > start && s < shown);
      return { ms: shown - start, longest: Math.max(0, ...during.map(([, d]) => d)), price };
    });
  };
  // the second colour (the first is the default) and the first package the default configuration does not have
  const color = await choose(page.locator('ul:has(a [style*="background"]) a:not([aria-current])').first());
  // let the rate's calculation (after its 250 ms pause) settle, as a visitor reads the price before the next choice
  await page.waitForTimeout(1_500);
  const pack = await choose(page.locator('section:has(h3) ul a:not([aria-current])').first());
  await context.close();
  return {
    colorMs: color.ms,
    colorLongest: color.longest,
    colorPrice: color.price,
    packMs: pack.ms,
    packLongest: pack.longest,
    packPrice: pack.price,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (let i = 0; i < runs; i += 1) results.push(await measure());
const ms = (value) => `${Math.round(value)} ms`;
const row = (name, key, longest, price) =>
  `| ${name} | ${ms(median(results.map((r) => r[key])))} (${results.map((r) => Math.round(r[key])).join(' / ')}) | ${ms(
    median(results.map((r) => r[longest])),
  )} | ${results[0][price]} |`;

console.log(
  `\nbench:configurator ${brand} ${origin}${path} at ${cpuSlowdown}× CPU, median of ${runs} (${cpus().length} × ${cpus()[0]?.model})`,
);
console.log('\n| choice | click → next paint with the new price (runs) | longest task in between | price shown |');
console.log('|---|---|---|---|');
console.log(row('a colour', 'colorMs', 'colorLongest', 'colorPrice'));
console.log(row('a package', 'packMs', 'packLongest', 'packPrice'));

await browser.close();
stop();
process.exit(0);
