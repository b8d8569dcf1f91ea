// npm test step (issue 15): every brand's dealer home and vehicle list, desktop and mobile, in Debian's chromium, saved
// to dist/brand-screenshots/ with an index.html that shows the eleven brands side by side (the CI artifact designers
// look at). The brand apps must be built (dist/apps/<brand>). Fails when a page does not answer 200 or lacks the
// brand's name.
import { chromium } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { BRAND_IDS } from './brand-ids.mjs';
import { startProcess, waitForHealth } from './processes.mjs';

const OUT = 'dist/brand-screenshots';
const SANDBOX_PORT = 4380;
const SITE_PORT = 4381;
/** The vehicle list's segment per language (docs/routes): the dealer's language decides which one its links use. */
const LIST_SEGMENTS = ['auto-finden', 'trouver-un-vehicule', 'trovare-un-auto', 'find-car'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
mkdirSync('tmp', { recursive: true });
rmSync('tmp/brand-screenshots.db', { force: true });
const children = [];
const stop = (child) =>
  new Promise((resolve) => {
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
const sandbox = startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_DB: 'tmp/brand-screenshots.db',
});
children.push(sandbox);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const failures = [];
const shots = [];
try {
  await waitForHealth(`http://127.0.0.1:${SANDBOX_PORT}/healthz`);
  for (const brand of BRAND_IDS) {
    const site = startProcess(brand, process.execPath, [`dist/apps/${brand}/server/server.js`], {
      NODE_ENV: 'production',
      PORT: String(SITE_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
    });
    children.push(site);
    await waitForHealth(`http://127.0.0.1:${SITE_PORT}/healthz`);
    const origin = `http://127.0.0.1:${SITE_PORT}`;
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
    await stop(site);
    children.pop();
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

const rows = BRAND_IDS.map((brand) => {
  const cells = shots
    .filter((shot) => shot.brand === brand)
    .map(
      (shot) =>
        `<figure><img src="${shot.file}" alt="${brand} ${shot.kind} ${shot.width}" loading="lazy"><figcaption>${shot.kind}, ${shot.width}: ${shot.path}</figcaption></figure>`,
    );
  return `<section><h2>${brand}</h2><div class="row">${cells.join('')}</div></section>`;
});
writeFileSync(
  `${OUT}/index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Brands side by side</title><style>body{font:14px system-ui;margin:16px}.row{display:flex;gap:12px;overflow-x:auto}figure{margin:0}img{height:320px;border:1px solid #ccc}</style><h1>Dealer home and vehicle list of every brand</h1>${rows.join('')}</html>\n`,
);
console.log(`${shots.length} screenshots of ${BRAND_IDS.length} brands in ${OUT}/ (index.html)`);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
