// node tools/scripts/brand-screenshots.mjs [brand …] (the `screenshots` target of each brand app): the brand's
// dealer home and vehicle list, desktop and mobile, in Debian's chromium, saved to dist/brand-screenshots/<brand>-*.png,
// and dist/brand-screenshots/index.html rewritten to show every brand shot so far side by side (the CI artifact
// designers look at). The brand apps must be built (dist/apps/<brand>). Fails when a page does not answer 200 or lacks
// the brand's name. Each brand has ports of its own (4400 + 2 × its place in BRAND_IDS), so brands run in parallel.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { BRAND_IDS } from './brand-ids.mjs';
import { startBrandServer, startSandbox, untilHealthy } from './processes.mjs';

const OUT = 'dist/brand-screenshots';
const BRANDS = process.argv.slice(2).length ? process.argv.slice(2) : BRAND_IDS;
const unknown = BRANDS.filter((brand) => !BRAND_IDS.includes(brand));
if (unknown.length) throw new Error(`not in BRAND_IDS: ${unknown.join(', ')}`);
const portsOf = (brand) => ({ sandbox: 4400 + 2 * BRAND_IDS.indexOf(brand), site: 4401 + 2 * BRAND_IDS.indexOf(brand) });
/** The vehicle list's segment per language (docs/routes): the dealer's language decides which one its links use. */
const LIST_SEGMENTS = ['auto-finden', 'trouver-un-vehicule', 'trovare-un-auto', 'find-car'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };

mkdirSync(OUT, { recursive: true });
mkdirSync('tmp', { recursive: true });
for (const brand of BRANDS) {
  for (const file of readdirSync(OUT).filter((name) => name.startsWith(`${brand}-`) || name === `${brand}.json`)) rmSync(`${OUT}/${file}`);
}
const children = [];
const stop = (child) =>
  new Promise((resolve) => {
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const failures = [];
const shots = [];
try {
  for (const brand of BRANDS) {
    const ports = portsOf(brand);
    const sandbox = startSandbox({ port: ports.sandbox, db: `tmp/brand-screenshots-${brand}.db`, fresh: true });
    children.push(sandbox);
    await untilHealthy(sandbox);
    // every page of the brand from 127.0.0.1: the per-client rate limits off
    const site = startBrandServer({ brand, port: ports.site, sandboxPort: ports.sandbox, env: { RATE_LIMITS: 'off' } });
    children.push(site);
    await untilHealthy(site);
    const origin = site.url;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // the root redirects to the brand's dealer search; its first dealer with a vehicle list is the one shown
    await page.goto(`${origin}/`);
    const dealers = await page.locator('li[id^="dealer-"] h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    let home = null;
    let list = null;
    for (const candidate of dealers.slice(0, 12)) {
      await page.goto(`${origin}${candidate}`);
      home = candidate;
      list = await page
        .locator(LIST_SEGMENTS.map((segment) => `a[href="${candidate}/${segment}"]`).join(', '))
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null);
      if (list) break;
    }
    if (!list) failures.push(`${brand}: the dealer home ${home} links no vehicle list`);
    for (const [kind, path] of Object.entries({ home, list }).filter(([, path]) => path)) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        const file = `${brand}-${kind}-${width}.png`;
        await page.screenshot({ path: `${OUT}/${file}` });
        const named = (await page.locator('header').first().innerHTML()).includes(brandName(brand, (await response?.text()) ?? ''));
        if (response?.status() !== 200 || !named) failures.push(`${brand} ${kind} (${path}): ${response?.status()}`);
        shots.push({ brand, kind, width, file, path });
      }
    }
    await page.close();
    writeFileSync(`${OUT}/${brand}.json`, JSON.stringify(shots.filter((shot) => shot.brand === brand)));
    await Promise.all([stop(site), stop(sandbox)]);
    children.splice(0);
  }
} finally {
  await browser.close();
  await Promise.all(children.map(stop));
}

/** The brand's display name from the server document's page data (the header names the brand with its logo). */
function brandName(brand, html) {
  const json = /<script type="application\/json" id="carweb-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json).brand.displayName : `(no page data for ${brand})`;
}

const shotsOf = (brand) => (existsSync(`${OUT}/${brand}.json`) ? JSON.parse(readFileSync(`${OUT}/${brand}.json`, 'utf8')) : []);
const rows = BRAND_IDS.filter((brand) => shotsOf(brand).length).map((brand) => {
  const cells = shotsOf(brand).map(
    (shot) =>
      `<figure><img src="${shot.file}" alt="${brand} ${shot.kind} ${shot.width}" loading="lazy"><figcaption>${shot.kind}, ${shot.width}: ${shot.path}</figcaption></figure>`,
  );
  return `<section><h2>${brand}</h2><div class="row">${cells.join('')}</div></section>`;
});
writeFileSync(
  `${OUT}/index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Brands side by side</title><style>body{font:14px system-ui;margin:16px}.row{display:flex;gap:12px;overflow-x:auto}figure{margin:0}img{height:320px;border:1px solid #ccc}</style><h1>Dealer home and vehicle list of every brand</h1>${rows.join('')}</html>\n`,
);
console.log(`${shots.length} screenshots of ${BRANDS.join(', ')} in ${OUT}/ (index.html: every brand shot so far)`);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
