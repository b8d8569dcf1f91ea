import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// a script over the build output that npm run perf shares, not a library: there is no package name to import it by
// eslint-disable-next-line @nx/enforce-module-boundaries
import { afterInteractiveChunks } from '../../../tools/scripts/after-interactive-chunks.mjs';

// What the server rendered is what the browser hydrates: the first load of a page makes no API call of its
// own (only images), so it loads neither the contracts nor zod (decision 0011) and costs no round trip.
// And its own code stays within the per-page budget: the framework chunk plus at most 45 KB gzip (issues 12, 13),
// counting everything the page loads until the network is idle, the after-hydration adapters too (decision 0022).
// What a page fetches while idle for a visitor's first click (a filter group's inputs, the leasing calculator) starts
// after the `carweb:prefetch` mark: it is not the first load, and has a budget of its own (decision 0032).
const OWN_CODE_BUDGET_KB = 45;
const PREFETCH_BUDGET_KB = 10;
/** what starts once the page is interactive: the chat widget, the consent manager (≈ 16 KB with its styles), … */
const AFTER_INTERACTIVE_BUDGET_KB = 30;
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
const DEALER = '/de/haendler/auto-zentrum-zuerich';

/** One page of every page type with a route; slugs are taken from the list pages that link to them. */
const PAGES: Record<string, string | { list: string; link: RegExp }> = {
  'dealer search': '/de/haendlersuche',
  'dealer home': DEALER,
  'vehicle list': `${DEALER}/auto-finden`,
  'vehicle detail': `${DEALER}/auto-finden/kia-stonic-1-5-t-gdi-mhev-gt-line-100006`,
  'about us': `${DEALER}/ueber-uns`,
  locations: `${DEALER}/standorte`,
  'sub-dealer': { list: `${DEALER}/standorte`, link: /href="(\/de\/haendler\/auto-zentrum-zuerich\/standorte\/[^"/]+)"/ },
  'service list': `${DEALER}/service`,
  'service detail': { list: `${DEALER}/service`, link: /href="(\/de\/haendler\/auto-zentrum-zuerich\/service\/[^"/]+)"/ },
  'news list': `${DEALER}/news`,
  'news detail': { list: `${DEALER}/news`, link: /href="(\/de\/haendler\/auto-zentrum-zuerich\/news\/[^"/]+)"/ },
  'promotion list': `${DEALER}/aktionen`,
  'promotion detail': { list: `${DEALER}/aktionen`, link: /href="(\/de\/haendler\/auto-zentrum-zuerich\/aktionen\/[^"/]+)"/ },
  'model range': `${DEALER}/modelle`,
  // the new-car pages: site level, and a model page at a dealer
  'model list': '/de/modelle',
  'model detail': '/de/modelle/sportage',
  'model detail at a dealer': `${DEALER}/modelle/sportage`,
  'configurator list': '/de/konfigurator',
  configurator: '/de/konfigurator/sportage',
  'model comparison': '/de/modellvergleich?models=sportage&models=ceed&models=ev6',
  // the brand's front doors and content
  'corporate home': '/de',
  'vehicle-market home': '/de/fahrzeugmarkt',
  'campaign list': '/de/aktionen',
  'campaign page': { list: '/de/aktionen', link: /href="(\/de\/aktionen\/[^"/?]+)"/ },
  'news page': { list: '/de/news', link: /href="(\/de\/news\/[^"/?]+)"/ },
  magazine: '/de/magazin',
  'magazine article': { list: '/de/magazin', link: /href="(\/de\/magazin\/[^"/?]+)"/ },
  jobs: '/de/jobs',
  'category page': '/de/kategorie/elektroautos',
};

async function pathOf(request: APIRequestContext, page: string | { list: string; link: RegExp }): Promise<string> {
  if (typeof page === 'string') return page;
  const html = await (await request.get(page.list)).text();
  const match = page.link.exec(html);
  expect(match, `a link like ${page.link} on ${page.list}`).not.toBeNull();
  return match?.[1] ?? page.list;
}

/**
 * The scripts the page has loaded once no new resource has started for `quietMs` (polled from resource timing):
 * `first` before the prefetch mark, `prefetched` after it.
 */
async function quietScripts(page: Page, quietMs = 1_000): Promise<{ first: string[]; prefetched: string[] }> {
  const scripts = () =>
    page.evaluate(() => {
      const mark = performance.getEntriesByName('carweb:prefetch')[0]?.startTime ?? Infinity;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'));
      return {
        first: entries.filter((entry) => entry.startTime < mark).map((entry) => entry.name),
        prefetched: entries.filter((entry) => entry.startTime >= mark).map((entry) => entry.name),
      };
    });
  const resourceCount = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let count = await resourceCount();
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs;) {
    await page.waitForTimeout(100);
    const now = await resourceCount();
    if (now !== count) [count, quietSince] = [now, Date.now()];
  }
  const documentScripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => script.src),
  );
  const { first, prefetched } = await scripts();
  const js = (urls: string[]) => [...new Set(urls)].filter((url) => new URL(url).pathname.endsWith('.js'));
  return { first: js([...documentScripts, ...first]), prefetched: js(prefetched).filter((url) => !first.includes(url)) };
}

// the chunks of the kia build that start only once the page is interactive (the consent manager and what waits for
// consent, the real-user metrics): every module of theirs is one of after-interactive-modules.json's
const AFTER_INTERACTIVE = afterInteractiveChunks(fileURLToPath(new URL('../../../dist/apps/kia/client', import.meta.url)));
const afterInteractive = (url: string) => AFTER_INTERACTIVE.has(new URL(url).pathname);

const gzipKb = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;

for (const [name, page] of Object.entries(PAGES)) {
  const budget = OWN_CODE_BUDGET_KB;
  test(`the first load of the ${name} makes no API call, loads no contracts and stays within ${budget} KB of own code`, async ({
    page: browser,
    request,
  }) => {
    const path = await pathOf(request, page);
    const calls: string[] = [];
    browser.on('request', (call) => {
      const url = new URL(call.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) calls.push(`${call.method()} ${url.pathname}`);
    });
    const response = await browser.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    await browser.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    // the first load: every script until the hydrated page has been quiet for a second (the after-hydration adapters
    // too), from the browser's resource timing — the same set whether hydration ends before or after the network is
    // idle on a busy machine; the bodies are fetched again from the server (the built files do not change)
    const scriptUrls = await quietScripts(browser);
    expect(calls).toEqual([]);
    const fetchAll = (urls: string[]) => Promise.all(urls.map(async (url) => ({ url, body: await (await request.get(url)).body() })));
    // the consent manager and the code waiting for consent load once the page is interactive: not its first load
    const [loaded, prefetched, later] = await Promise.all([
      fetchAll(scriptUrls.first.filter((url) => !afterInteractive(url))),
      fetchAll(scriptUrls.prefetched.filter((url) => !afterInteractive(url))),
      fetchAll([...scriptUrls.first, ...scriptUrls.prefetched].filter(afterInteractive)),
    ]);
    const laterKb = gzipKb(later.map(({ body }) => body));
    test.info().annotations.push({ type: 'after interactive (KB gzip)', description: laterKb.toFixed(1) });
    expect(laterKb, `${path} after interactive: ${later.map(({ url }) => new URL(url).pathname).join(', ')}`).toBeLessThanOrEqual(
      AFTER_INTERACTIVE_BUDGET_KB,
    );
    expect([...loaded, ...prefetched].filter(({ body }) => /\b_zod\b|ZodError/.test(body.toString('utf8'))).map(({ url }) => url)).toEqual(
      [],
    );
    const own = loaded.filter(({ url }) => !FRAMEWORK_CHUNK.test(new URL(url).pathname));
    const ownKb = gzipKb(own.map(({ body }) => body));
    const prefetchedKb = gzipKb(prefetched.map(({ body }) => body));
    test.info().annotations.push({ type: 'own code (KB gzip)', description: ownKb.toFixed(1) });
    test.info().annotations.push({ type: 'prefetched while idle (KB gzip)', description: prefetchedKb.toFixed(1) });
    expect(ownKb, `${path}: ${own.map(({ url }) => new URL(url).pathname).join(', ')}`).toBeLessThanOrEqual(budget);
    expect(prefetchedKb, `${path} prefetched: ${prefetched.map(({ url }) => new URL(url).pathname).join(', ')}`).toBeLessThanOrEqual(
      PREFETCH_BUDGET_KB,
    );
  });
}

// What the browser hydrates from (router data with the page's messages, the query cache, the built files and
// the brand config: the page's JSON data script) stays within 40 KB on the vehicle list, uncompressed.
const HYDRATION_PAYLOAD_BUDGET_KB = 40;

test(`the vehicle list's hydration payload stays within ${HYDRATION_PAYLOAD_BUDGET_KB} KB`, async ({ request }) => {
  const html = await (await request.get(`${DEALER}/auto-finden`)).text();
  const payload = /<script type="application\/json" id="carweb-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  expect(payload.length, 'the page data script').toBeGreaterThan(0);
  // no executable inline script carries data: the page has nothing a nonce would have to allow
  expect(html).not.toMatch(/__staticRouterHydrationData|__RQ_STATE__|nonce=/);
  const kb = Buffer.byteLength(payload, 'utf8') / 1024;
  test.info().annotations.push({ type: 'hydration payload (KB)', description: kb.toFixed(1) });
  expect(kb).toBeLessThanOrEqual(HYDRATION_PAYLOAD_BUDGET_KB);
});
