import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const LIST = '/de/haendler/auto-zentrum-zuerich/auto-finden';
const DETAIL = `${LIST}/kia-stonic-1-5-t-gdi-mhev-gt-line-100006`;
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function openList(page: Page, path = LIST) {
  await page.goto(path);
  await page.waitForFunction(hydrated);
}

test('filter → live count → results → detail → back keeps the filters', async ({ page }) => {
  const countCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/list/count') && countCalls.push(request.url()));
  await openList(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeuge von Auto Zentrum Zürich AG' })).toBeVisible();
  const total = countOf(
    await page
      .getByRole('status')
      .filter({ hasText: /Fahrzeuge$/ })
      .textContent(),
  );
  expect(total).toBeGreaterThan(1);

  const filters = page.getByRole('complementary', { name: 'Fahrzeuge filtern' });
  await filters.getByRole('button', { name: 'Treibstoff' }).click();
  await filters.getByRole('checkbox', { name: /Elektro/ }).check();
  const apply = filters.getByRole('button', { name: /Fahrzeuge? anzeigen/ });
  await expect.poll(async () => countOf(await apply.textContent())).not.toBe(total);
  const filtered = countOf(await apply.textContent());
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  expect(countCalls.some((url) => decodeURIComponent(url).includes('"fuel":["electric"]'))).toBe(true);

  await apply.click();
  await expect(page).toHaveURL(/\?fuel\[\]=electric$/);
  await expect(page.getByRole('list', { name: 'Aktive Filter' }).getByRole('button', { name: 'Filter Elektro entfernen' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Fahrzeuge?$/ })).toHaveText(new RegExp(`^${filtered} Fahrzeuge?$`));
  const results = page.getByRole('region', { name: 'Suchergebnisse' });
  await expect(results.getByRole('article')).toHaveCount(filtered);
  await expect(results.getByText('Elektro', { exact: true })).toHaveCount(filtered);

  const first = results.getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/auto-finden\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await page.goBack();
  await expect(page).toHaveURL(/\/auto-finden\?fuel\[\]=electric$/);
  await expect(page.getByRole('button', { name: 'Filter Elektro entfernen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('article')).toHaveCount(filtered);

  await page.getByRole('button', { name: 'Filter Elektro entfernen' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('status').filter({ hasText: /Fahrzeuge$/ })).toHaveText(`${total} Fahrzeuge`);
});

/** The query keys of the query cache the server dehydrated into the page (its JSON page data, decisions 0023, 0052). */
function serverQueryHashes(html: string): string[] {
  const json = /<script type="application\/json" id="carweb-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no page data in the page');
  const data = JSON.parse(json) as { queries: { queries: { queryKey: unknown[] }[] } };
  // hashed as TanStack Query hashes a key: object keys sorted
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value;
  return data.queries.queries.map((query) => JSON.stringify(query.queryKey, sorted));
}

test('a filtered list is server-rendered, an unknown parameter is dropped, index 0 is ignored', async ({ request }) => {
  const response = await request.get(`${LIST}?utm_source=news&foo=bar&fuel[]=electric&body[0]=van&sort=price_asc`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Filter Elektro entfernen');
  expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/de\/haendler\/auto-zentrum-zuerich\/auto-finden\/kia-/);
  // the list query the server ran (in the dehydrated query cache): fuel and sort only
  const listQueries = serverQueryHashes(html).filter((hash) => hash.startsWith('["core","list"'));
  expect(
    listQueries.some((hash) => hash.includes('"fuel":["electric"],"limit":24,"page":1,"sort":"price_asc"}')),
    listQueries.join('\n'),
  ).toBe(true);
  expect(html).not.toContain('Van / Kleinbus entfernen');
  expect(html).not.toMatch(/[?&;](foo|utm_source)=/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"/]+\/de\/haendler\/auto-zentrum-zuerich\/auto-finden"\/>/);
});

test('paging appends 24 vehicles per page; a shared page URL renders every page up to it', async ({ page, request }) => {
  const html = await (await request.get('/de/auto-finden?page=2')).text();
  expect(html.match(/<article/g)?.length).toBe(48);
  await openList(page, '/de/auto-finden');
  const results = page.getByRole('region', { name: 'Suchergebnisse' });
  await expect(results.getByRole('article')).toHaveCount(24);
  await page.getByRole('link', { name: 'Weitere Fahrzeuge anzeigen' }).click();
  await expect(page).toHaveURL(/\/de\/auto-finden\?page=2$/);
  await expect(results.getByRole('article')).toHaveCount(48);
  await expect(page.getByText(/^48 von [\d']+ Fahrzeugen$/)).toBeVisible();
  // a filter change starts again at page 1
  await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price_asc');
  await expect(page).toHaveURL(/\/de\/auto-finden\?sort=price_asc$/);
  await expect(results.getByRole('article')).toHaveCount(24);
});

test('a missing vehicle answers 301 to the not-available page with vehicleId (noindex)', async ({ request }) => {
  const missing = await request.get(`${LIST}/kia-ceed-gibt-es-nicht-999999`, { maxRedirects: 0 });
  expect(missing.status()).toBe(301);
  expect(missing.headers()['location']).toBe('/de/haendler/auto-zentrum-zuerich/fahrzeug-nicht-verfuegbar?vehicleId=999999');
  const page = await request.get(missing.headers()['location']);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('Das Fahrzeug konnte nicht gefunden werden');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain('Weitere Angebote');
  const french = await request.get('/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule/x-999999', { maxRedirects: 0 });
  expect(french.headers()['location']).toBe('/fr/concessionnaire/auto-zentrum-zuerich/vehicule-non-disponible?vehicleId=999999');
});

test('client navigation to a missing vehicle keeps the visible location and shows the not-available content', async ({ page }) => {
  // a favourite that was sold in the meantime: the watch list still links to it
  const sold = {
    id: 999998,
    slug: 'kia-ceed-verkauft-999998',
    title: 'Kia Ceed',
    subtitle: '1.5 T-GDi',
    imageUrl: '/api/core/media/vehicles/100006.svg',
    price: 19990,
    currency: 'CHF',
  };
  await page.addInitScript((vehicle) => {
    window.localStorage.setItem(
      'carweb.vehicle-watchlist.v1',
      JSON.stringify({ version: 1, state: { favourites: [vehicle], compare: [] } }),
    );
  }, sold);
  await openList(page);
  const events: unknown[] = [];
  await page.exposeFunction('recordNotAvailable', (detail: unknown) => events.push(detail));
  await page.evaluate(() =>
    window.addEventListener('vehicle-not-available', (event) =>
      (window as unknown as { recordNotAvailable: (d: unknown) => void }).recordNotAvailable((event as CustomEvent).detail),
    ),
  );
  await page.getByRole('button', { name: 'Merkliste (1)' }).click();
  await page.getByRole('dialog', { name: 'Merkliste' }).getByRole('link', { name: 'Kia Ceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Das Fahrzeug konnte nicht gefunden werden' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${sold.slug}$`));
  await expect.poll(() => events).toEqual([{ vehicleId: 999998, slug: sold.slug }]);
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
});

test('the detail page is server-rendered with JSON-LD Car + Offer, tabs, warranty and similar vehicles', async ({ request }) => {
  const html = await (await request.get(DETAIL)).text();
  const jsonLd =
    html.match(/<script type="application\/ld\+json">(.*?)<\/script>/g)?.map((tag) => JSON.parse(tag.replace(/<\/?script[^>]*>/g, ''))) ??
    [];
  const car = jsonLd.find((entry) => entry['@type'] === 'Car');
  expect(car).toMatchObject({ brand: { name: 'Kia' }, model: 'Stonic', offers: { '@type': 'Offer', price: 30850, priceCurrency: 'CHF' } });
  for (const text of [
    'Technische Daten',
    'Ausstattung',
    'Kommentar',
    'Umwelt und Energie',
    'Leasingrechner',
    'Auto-Abo',
    '7 Jahre oder 150&#x27;000 km',
    'Ähnliche Fahrzeuge',
    'Probefahrt vereinbaren',
    'Online-Offerte',
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toContain('CHF 30&#x27;850.–');
});

test('the leasing rate updates when an input changes (debounced calculation)', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/leasing/calculation/cars/') && calls.push(request.postData() ?? ''));
  await page.goto(DETAIL);
  await page.waitForFunction(hydrated);
  await page.getByRole('tab', { name: 'Leasingrechner' }).click();
  const rate = page.getByTestId('leasing-monthly-rate');
  await expect(rate).toHaveText(/^CHF [\d'.]+ \/ Monat$/);
  const before = await rate.textContent();
  await page.getByRole('combobox', { name: 'Laufzeit' }).selectOption('24');
  await expect(rate).not.toHaveText(before ?? '');
  await expect(page.getByText('Effektiver Jahreszins')).toBeVisible();
  await expect(page.getByText('Die Leasingrate ist über die ganze Laufzeit fix.')).toBeVisible();
  expect(calls.at(-1)).toContain('"totalRuntime":24');
});

test('a reserved vehicle shows the reserved notice instead of buying options', async ({ page }) => {
  await page.goto(`${LIST}/kia-ev9-58-kwh-gt-100004`);
  await expect(page.getByRole('heading', { name: 'Dieses Fahrzeug ist reserviert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Online kaufen' })).toHaveCount(0);
  await expect(page.getByText('Reserviert', { exact: true }).first()).toBeVisible();
});

test('watch list and comparison of up to three vehicles stay in the browser', async ({ page }) => {
  await openList(page);
  const cards = page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('article');
  await cards
    .nth(0)
    .getByRole('button', { name: /auf die Merkliste setzen/ })
    .click();
  await expect(page.getByRole('button', { name: 'Merkliste (1)' })).toBeVisible();
  for (const index of [0, 1, 2])
    await cards
      .nth(index)
      .getByRole('button', { name: /zum Vergleich hinzufügen/ })
      .click();
  await cards
    .nth(3)
    .getByRole('button', { name: /zum Vergleich hinzufügen/ })
    .click();
  await expect(page.getByText('Es können höchstens 3 Fahrzeuge verglichen werden.')).toBeVisible();
  await page.reload();
  await page.waitForFunction(hydrated);
  await page.getByRole('button', { name: 'Vergleichen (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fahrzeugvergleich' });
  await expect(dialog.getByRole('columnheader')).toHaveCount(3);
  await expect(dialog.getByRole('rowheader', { name: 'Leistung' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Merkliste (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Merkliste' }).getByRole('listitem')).toHaveCount(1);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the filter opens as a dialog with the live count on its result button', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Fahrzeuge filtern' });
    await dialog.getByRole('button', { name: 'Zustand' }).click();
    await dialog.getByRole('checkbox', { name: /Neu/ }).check();
    const total = countOf(
      await page
        .getByRole('status')
        .filter({ hasText: /Fahrzeuge$/ })
        .textContent(),
    );
    const apply = dialog.getByRole('button', { name: /Fahrzeuge? anzeigen/ });
    await expect.poll(async () => countOf(await apply.textContent())).not.toBe(total);
    const count = countOf(await apply.textContent());
    await apply.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?cond\[\]=new$/);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('article')).toHaveCount(count);
  });

  test('the gallery moves by swipe and buttons without layout shift', async ({ page }) => {
    await page.goto(DETAIL);
    await page.waitForFunction(hydrated);
    const gallery = page.getByRole('region', { name: 'Bilder Kia Stonic' });
    const box = await gallery.boundingBox();
    await gallery.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(gallery.getByText('Bild 2 von 6')).toBeVisible();
    expect(await gallery.boundingBox()).toEqual(box);
  });
});

for (const path of [LIST, DETAIL, '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule']) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(hydrated);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('checkout entries: buy, leasing, test drive and online offer of an available vehicle; a reserved one goes to not-found', async ({
  page,
  request,
}) => {
  const base = '/de/haendler/auto-zentrum-zuerich';
  const slug = 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006';
  const entries = [
    { link: 'Online kaufen', path: `${base}/online-kaufen/${slug}`, title: 'Online kaufen: Kia Stonic' },
    { link: 'Leasing anfragen', path: `${base}/online-leasen/${slug}`, title: 'Leasing anfragen: Kia Stonic' },
    { link: 'Probefahrt vereinbaren', path: `${base}/probefahrt/${slug}`, title: 'Probefahrt vereinbaren: Kia Stonic' },
    { link: 'Angebot anfordern', path: `${base}/online-angebot/${slug}`, title: 'Online-Angebot anfordern: Kia Stonic' },
  ];
  for (const entry of entries) {
    await page.goto(DETAIL);
    await page.waitForFunction(hydrated);
    await page.getByRole('link', { name: entry.link, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  }

  // the detail page's leasing calculator hands its terms to the leasing checkout
  await page.goto(DETAIL);
  await page.waitForFunction(hydrated);
  await page.getByRole('tab', { name: 'Leasingrechner' }).click();
  await page.getByRole('combobox', { name: 'Laufzeit' }).selectOption('36');
  await expect(page.getByRole('link', { name: 'Leasing mit dieser Konfiguration anfragen' })).toHaveAttribute(
    'href',
    new RegExp(`^${base}/online-leasen/${slug}\\?totalRuntime=36&kmPerYear=\\d+&downPayment=\\d+$`),
  );
  const leasing = await request.get(`${base}/online-leasen/${slug}?totalRuntime=36&kmPerYear=15000&downPayment=3000`);
  expect(leasing.status()).toBe(200);
  const html = await leasing.text();
  expect(html).toContain('Leasing anfragen: Kia Stonic');
  expect(html).toContain('<option value="36" selected="">36 Monate</option>');
  expect(html).toContain('<option value="15000" selected="">15&#x27;000 km</option>');
  expect(html).toMatch(/<input id="field-leasing-downPayment"[^>]* value="3000"/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

  for (const segment of ['online-kaufen', 'online-leasen', 'probefahrt']) {
    const reserved = await request.get(`${base}/${segment}/kia-ev9-58-kwh-gt-100004`, { maxRedirects: 0 });
    expect(reserved.status(), segment).toBe(302);
    expect(reserved.headers()['location']).toBe('/de/haendler/404');
  }
});
