import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The model range page: from the dealer home through the main navigation, the SPEC §4
 * filter rules in the URL and in the list, a model into the dealer's vehicle list, a service dealer
 * without a model range, axe, and the same filters without JavaScript (the chips are links).
 *
 * Sandbox kia range (brand-world/models): fuel is the first filter level, body the second;
 * electric = Niro, EV3, EV6, EV9; plug-in hybrid = Ceed, XCeed, Niro, Sportage, Sorento; wagon = Ceed.
 */
type Lang = 'de' | 'fr';

const BASE: Record<Lang, string> = { de: '/de/haendler/auto-zentrum-zuerich', fr: '/fr/concessionnaire/auto-zentrum-zuerich' };
const SEGMENT: Record<Lang, string> = { de: 'modelle', fr: encodeURIComponent('modèles') };
const LIST: Record<Lang, string> = { de: 'auto-finden', fr: 'trouver-un-vehicule' };
const SERVICE_DEALER = '/de/haendler/kia-service-bern';
const rangePath = (lang: Lang) => `${BASE[lang]}/${SEGMENT[lang]}`;

const TEXT = {
  de: {
    nav: 'Hauptnavigation',
    entry: 'Modelle',
    title: 'Unsere Modelle',
    count: (n: number) => (n === 0 ? 'Kein Modell' : n === 1 ? '1 Modell' : `${n} Modelle`),
    electric: 'Elektro',
    plugin: 'Plug-in-Hybrid',
    wagon: 'Kombi',
    suv: 'SUV / Geländewagen',
    remove: ', Filter entfernen',
    removeAll: ', entfernt alle Filter',
    reset: 'Alle Filter zurücksetzen',
    special: 'Aktuelles Angebot',
    inStock: /^(\d+) Fahrzeuge? an Lager: (.+)$/,
    listCount: (n: number) => (n === 1 ? '1 Fahrzeug' : `${n} Fahrzeuge`),
    activeFilters: 'Aktive Filter',
    notFound: 'Die von Ihnen angeforderte Seite existiert leider nicht.',
    noResults: 'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse. Bitte versuchen Sie es mit weniger Filtern.',
  },
  fr: {
    nav: 'Navigation principale',
    entry: 'Modèles',
    title: 'Nos modèles',
    count: (n: number) => (n === 0 ? 'Aucun modèle' : n === 1 ? '1 modèle' : `${n} modèles`),
    electric: 'Électrique',
    plugin: 'Hybride rechargeable',
    wagon: 'Break',
    suv: 'SUV / Tout-terrain',
    remove: ', retirer le filtre',
    removeAll: ', retire tous les filtres',
    reset: 'Réinitialiser tous les filtres',
    special: 'Offre du moment',
    inStock: /^(\d+) véhicules? en stock: (.+)$/,
    listCount: (n: number) => (n === 1 ? '1 véhicule' : `${n} véhicules`),
    activeFilters: 'Filtres actifs',
    notFound: "La page que vous recherchez n'est plus disponible.",
    noResults: "Il n'y a actuellement aucun résultat correspondant aux filtres sélectionnés. Veuillez essayer avec moins de filtres.",
  },
} as const;

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
const chip = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
/** The model names of the cards below the filter (the special offer's card above it left out). */
const shownModels = (page: Page) => page.locator('section[id^="category-"] article h3').allTextContents();

async function expectFilter(page: Page, lang: Lang, search: string, models: string[]) {
  await expect(page).toHaveURL(`${rangePath(lang)}${search}`);
  await expect(page.getByText(TEXT[lang].count(models.length), { exact: true })).toBeVisible();
  expect((await shownModels(page)).sort()).toEqual([...models].sort());
}

async function axeClean(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

const ELECTRIC = ['Kia Niro', 'Kia EV3', 'Kia EV6', 'Kia EV9'];
const ELECTRIC_OR_PLUGIN = ['Kia Ceed', 'Kia XCeed', 'Kia Niro', 'Kia Sportage', 'Kia Sorento', 'Kia EV3', 'Kia EV6', 'Kia EV9'];

for (const lang of ['de', 'fr'] as const) {
  const t = TEXT[lang];

  test(`dealer home → model range → the filter rules in the URL and the list → a model's vehicles (${lang})`, async ({ page }) => {
    await page.goto(BASE[lang]);
    await page.waitForFunction(hydrated);
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveURL(rangePath(lang));
    await expect(page.getByRole('region', { name: t.special }).getByRole('heading', { level: 3 })).toHaveText('Kia Picanto');
    expect(await shownModels(page)).toHaveLength(10);

    // none set: the chosen one becomes the only one
    await chip(page, t.electric).click();
    await expectFilter(page, lang, '?fuel=electric', ELECTRIC);
    // another one is added (same level: either of them)
    await chip(page, t.plugin).click();
    await expectFilter(page, lang, '?fuel=plugin_hybrid&fuel=electric', ELECTRIC_OR_PLUGIN);
    // a second-level one is added (both levels must fit)
    await chip(page, t.wagon).click();
    await expectFilter(page, lang, '?fuel=plugin_hybrid&fuel=electric&body=wagon', ['Kia Ceed']);
    // choosing an active second-level one removes only it
    await chip(page, `${t.wagon}${t.remove}`).click();
    await expectFilter(page, lang, '?fuel=plugin_hybrid&fuel=electric', ELECTRIC_OR_PLUGIN);
    await chip(page, t.suv).click();
    await expectFilter(
      page,
      lang,
      '?fuel=plugin_hybrid&fuel=electric&body=suv',
      ELECTRIC_OR_PLUGIN.filter((name) => name !== 'Kia Ceed'),
    );
    await axeClean(page, 'filters active');
    // removing a first-level filter clears all
    await chip(page, `${t.electric}${t.removeAll}`).click();
    await expectFilter(page, lang, '', [...ELECTRIC_OR_PLUGIN, 'Kia Picanto', 'Kia Stonic']);
    await expect(page.getByRole('link', { name: t.reset })).toHaveCount(0);

    // the back button restores the filter before
    await page.goBack();
    await expectFilter(
      page,
      lang,
      '?fuel=plugin_hybrid&fuel=electric&body=suv',
      ELECTRIC_OR_PLUGIN.filter((name) => name !== 'Kia Ceed'),
    );

    // a model with vehicles in stock: its link lands on the dealer's list filtered to it
    const stockLink = page.locator('section[id^="category-"]').getByRole('link', { name: t.inStock }).first();
    const [, count, model] = t.inStock.exec((await stockLink.getAttribute('aria-label')) ?? '') ?? [];
    await stockLink.click();
    await expect(page).toHaveURL(new RegExp(`${BASE[lang]}/${LIST[lang]}\\?make=Kia&model(\\[\\]|%5B%5D)=\\d+$`));
    await expect(page.getByRole('status').filter({ hasText: t.listCount(Number(count)) })).toBeVisible();
    const active = page.getByRole('list', { name: t.activeFilters });
    await expect(active.getByRole('button', { name: new RegExp(model.replace('Kia ', '')) })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: model })).toHaveCount(0);
  });

  test(`axe: the model range page without filter has no serious or critical violation (${lang})`, async ({ page }) => {
    await page.goto(rangePath(lang));
    await page.waitForFunction(hydrated);
    await axeClean(page, 'model range');
  });
}

test('the first load makes no API call and loads no contracts; a filter chip neither (the range is in the page)', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(rangePath('de'), { waitUntil: 'networkidle' });
  await page.waitForFunction(hydrated);
  await chip(page, TEXT.de.electric).click();
  await expectFilter(page, 'de', '?fuel=electric', ELECTRIC);
  expect(calls).toEqual([]);
  expect((await Promise.all(scripts)).filter((code) => /\b_zod\b|ZodError/.test(code))).toHaveLength(0);
});

test('a model links to its test drive and offer forms, which answer', async ({ page, request }) => {
  await page.goto(rangePath('de'));
  const card = page.getByRole('article', { name: 'Kia Sportage' }).last();
  for (const name of ['Probefahrt vereinbaren: Kia Sportage', 'Offerte anfordern: Kia Sportage']) {
    const href = await card.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(/\/de\/haendler\/auto-zentrum-zuerich\/modell-(probefahrt|offerte)\/sportage$/);
    expect((await request.get(href ?? '')).status()).toBe(200);
  }
});

test('the vehicle list’s model range teaser leads to the page; a service dealer’s list has none', async ({ page }) => {
  await page.goto(`${BASE.de}/${LIST.de}`);
  await page.getByRole('link', { name: 'Zur Modellübersicht' }).click();
  await expect(page).toHaveURL(rangePath('de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Modelle' })).toBeVisible();
  await page.goto(`${SERVICE_DEALER}/${LIST.de}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Modellübersicht' })).toHaveCount(0);
});

test('a service dealer has no model range: no navigation entry, and the URL is not found', async ({ page }) => {
  await page.goto(SERVICE_DEALER);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link').first()).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Modelle', exact: true })).toHaveCount(0);
  const response = await page.goto(`${SERVICE_DEALER}/modelle`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/de/haendler/404');
  await expect(page.getByText(TEXT.de.notFound)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['de', 'fr'] as const) {
    const t = TEXT[lang];
    test(`the filter chips are links: every rule is a page of its own (${lang})`, async ({ page }) => {
      await page.goto(rangePath(lang));
      await chip(page, t.electric).click();
      await expectFilter(page, lang, '?fuel=electric', ELECTRIC);
      await chip(page, t.wagon).click();
      await expectFilter(page, lang, '?fuel=electric&body=wagon', []);
      await expect(page.getByText(t.noResults)).toBeVisible();
      await chip(page, `${t.wagon}${t.remove}`).click();
      await expectFilter(page, lang, '?fuel=electric', ELECTRIC);
      await chip(page, `${t.electric}${t.remove}`).click();
      await expectFilter(page, lang, '', [...ELECTRIC_OR_PLUGIN, 'Kia Picanto', 'Kia Stonic']);
      // a model's vehicles: the server renders the list filtered to it
      await page.getByRole('article', { name: 'Kia EV9' }).last().getByRole('link', { name: t.inStock }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE[lang]}/${LIST[lang]}\\?make=Kia&model(\\[\\]|%5B%5D)=110$`));
      await expect(page.getByRole('list', { name: t.activeFilters }).getByRole('button', { name: /EV9/ })).toBeVisible();
    });
  }
});
