import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Promotions: dealer home → list → detail → its vehicles ("load more" appends 6) → a vehicle's
 * detail page; an unknown promotion lands on the not-available page (302, SPEC §8 wording); a service-theme
 * promotion; the language switch keeps the promotion; axe on every page in de and fr.
 *
 * Sandbox dealer auto-zentrum-zuerich (seeded deterministically): among its promotions 'Winterräder geschenkt'
 * (new and demo cars, page-builder content) and the service theme 'Winter-Check'.
 */
type Lang = 'de' | 'fr';

const BASE: Record<Lang, string> = { de: '/de/haendler/auto-zentrum-zuerich', fr: '/fr/concessionnaire/auto-zentrum-zuerich' };
const PATHS = {
  de: {
    list: 'aktionen',
    wheels: 'gratis-winterraeder',
    check: 'winter-check',
    unavailable: 'aktion-nicht-verfuegbar',
    market: 'auto-finden',
  },
  fr: {
    list: 'actions',
    wheels: 'roues-hiver-offertes',
    check: 'check-hiver',
    unavailable: 'action-non-disponible',
    market: 'trouver-un-vehicule',
  },
} as const;
const TEXT = {
  de: {
    latest: 'Aktuelle Aktionen',
    all: 'Alle Aktionen',
    listTitle: 'Aktionen',
    salesGroup: 'Angebote für Ihr nächstes Fahrzeug',
    serviceGroup: 'Angebote für Service und Werkstatt',
    wheels: 'Winterräder geschenkt',
    check: 'Winter-Check für CHF 49.–',
    vehicles: 'Fahrzeuge zu dieser Aktion',
    count: /^(\d+) von (\d+) Fahrzeugen?$/,
    loadMore: 'Weitere Fahrzeuge laden',
    book: 'Termin vereinbaren',
    servicePartner: 'Ihr Servicepartner',
    unavailableTitle: 'Scheinbar gibt es ein Problem!',
    unavailableText: 'Es tut uns leid, die Aktion konnte nicht gefunden werden. Vermutlich ist sie abgelaufen.',
    problemTitle: 'Es scheint ein Problem zu geben',
    currentOffers: 'Zu den aktuellen Angeboten',
    language: 'Sprache wählen',
  },
  fr: {
    latest: 'Actions actuelles',
    all: 'Toutes les actions',
    listTitle: 'Actions',
    salesGroup: 'Offres pour votre prochain véhicule',
    serviceGroup: "Offres pour le service et l'atelier",
    wheels: "Roues d'hiver offertes",
    check: 'Check hiver pour CHF 49.–',
    vehicles: 'Véhicules de cette action',
    count: /^(\d+) sur (\d+) véhicules?$/,
    loadMore: "Charger d'autres véhicules",
    book: 'Prendre rendez-vous',
    servicePartner: 'Votre partenaire de service',
    unavailableTitle: 'Il semble y avoir un problème !',
    unavailableText: "Nous sommes désolés, l'action n'a pas pu être trouvée. Elle a probablement expiré.",
    problemTitle: 'Il semble y avoir un problème',
    currentOffers: 'Vers les offres actuelles',
    language: 'Choisir la langue',
  },
} as const;

const path = (lang: Lang, ...rest: string[]) => [BASE[lang], ...rest].join('/');
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

async function axeClean(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

/** "6 von 13 Fahrzeugen" → [6, 13] */
async function vehicleCount(page: Page, lang: Lang): Promise<[number, number]> {
  const vehicles = page.getByRole('region', { name: TEXT[lang].vehicles });
  const text = (await vehicles.getByText(TEXT[lang].count).textContent()) ?? '';
  const [, shown, total] = TEXT[lang].count.exec(text.trim()) ?? [];
  return [Number(shown), Number(total)];
}

for (const lang of ['de', 'fr'] as const) {
  test.describe(`promotions (${lang})`, () => {
    test('home → list → detail → vehicles with "load more" → a vehicle’s detail page', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const t = TEXT[lang];
      await page.goto(BASE[lang]);
      await page.waitForFunction(hydrated);
      const latest = page.getByRole('region', { name: t.latest });
      await expect(latest.getByRole('listitem').first()).toBeVisible();
      expect(await latest.getByRole('listitem').count()).toBeLessThanOrEqual(4);
      await axeClean(page, `${lang} home with the latest promotions`);
      await latest.getByRole('link', { name: t.all }).click();

      await expect(page).toHaveURL(path(lang, PATHS[lang].list));
      await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: t.salesGroup })).toBeVisible();
      await expect(page.getByRole('region', { name: t.serviceGroup })).toBeVisible();
      await axeClean(page, `${lang} list`);
      await page.getByRole('link', { name: t.wheels, exact: true }).click();

      await expect(page).toHaveURL(path(lang, PATHS[lang].list, PATHS[lang].wheels));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.wheels);
      const vehicles = page.getByRole('region', { name: t.vehicles });
      await expect(vehicles.getByRole('listitem')).toHaveCount(6);
      const [shown, total] = await vehicleCount(page, lang);
      expect(shown).toBe(6);
      expect(total).toBeGreaterThan(6);
      await axeClean(page, `${lang} detail`);

      const firstSix = await vehicles.getByRole('heading', { level: 3 }).allTextContents();
      await vehicles.getByRole('button', { name: t.loadMore }).click();
      const expected = Math.min(12, total);
      await expect(vehicles.getByRole('listitem')).toHaveCount(expected);
      expect(await vehicleCount(page, lang)).toEqual([expected, total]);
      // appended, not replaced; focus on the first new vehicle
      expect((await vehicles.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 6)).toEqual(firstSix);
      await expect(vehicles.getByRole('listitem').nth(6).getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();
      if (total <= 12) await expect(vehicles.getByRole('button', { name: t.loadMore })).toHaveCount(0);

      const seventh = vehicles.getByRole('listitem').nth(6).getByRole('heading', { level: 3 }).getByRole('link');
      const href = (await seventh.getAttribute('href')) ?? '';
      expect(href.startsWith(path(lang, PATHS[lang].market, ''))).toBe(true);
      await seventh.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('an unknown promotion lands on the not-available page with the spec’s wording; opened directly, the second wording', async ({
      page,
      request,
    }) => {
      const t = TEXT[lang];
      const unknown = path(lang, PATHS[lang].list, 'gibt-es-nicht');
      const answer = await request.get(unknown, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe(`${path(lang, PATHS[lang].unavailable)}?promotion=gibt-es-nicht`);

      await page.goto(unknown);
      await expect(page).toHaveURL(`${path(lang, PATHS[lang].unavailable)}?promotion=gibt-es-nicht`);
      await expect(page.getByRole('heading', { level: 1, name: t.unavailableTitle })).toBeVisible();
      await expect(page.getByText(t.unavailableText)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await axeClean(page, `${lang} not available`);
      await page.waitForFunction(hydrated);
      await page.getByRole('link', { name: t.currentOffers }).click();
      await expect(page).toHaveURL(path(lang, PATHS[lang].list));

      await page.goto(path(lang, PATHS[lang].unavailable));
      await expect(page.getByRole('heading', { level: 1, name: t.problemTitle })).toBeVisible();
      await expect(page.getByText(t.unavailableText)).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.currentOffers })).toHaveAttribute('href', path(lang, PATHS[lang].list));
      await axeClean(page, `${lang} not available, opened directly`);
    });

    test('a service-theme promotion: its own page at services/{slug}, booking a service appointment', async ({ page, request }) => {
      const t = TEXT[lang];
      const themePath = path(lang, 'services', PATHS[lang].check);
      const onList = await request.get(path(lang, PATHS[lang].list, PATHS[lang].check), { maxRedirects: 0 });
      expect(onList.status()).toBe(301);
      expect(onList.headers()['location']).toBe(themePath);

      await page.goto(path(lang, PATHS[lang].list));
      await page.waitForFunction(hydrated);
      await page.getByRole('region', { name: t.serviceGroup }).getByRole('link', { name: t.check }).click();
      await expect(page).toHaveURL(themePath);
      await expect(page.getByRole('heading', { level: 1, name: t.check })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.servicePartner })).toBeVisible();
      const book = page.getByRole('link', { name: t.book, exact: true }).first();
      await expect(book).toHaveAttribute('href', new RegExp(`^${BASE[lang]}/`));
      await expect(page.getByRole('region', { name: t.vehicles })).toHaveCount(0);
      await axeClean(page, `${lang} service theme`);
    });
  });
}

test('the language switch keeps the promotion: its slug in the other language', async ({ page }) => {
  await page.goto(path('de', PATHS.de.list, PATHS.de.wheels));
  await page.waitForFunction(hydrated);
  await page.getByRole('navigation', { name: TEXT.de.language }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(path('fr', PATHS.fr.list, PATHS.fr.wheels));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXT.fr.wheels);
  // a slug of another language is redirected to the page language's
  await page.goto(path('fr', PATHS.fr.list, PATHS.de.wheels));
  await expect(page).toHaveURL(path('fr', PATHS.fr.list, PATHS.fr.wheels));
});

test('the server HTML has the promotion, its SEO head with hreflang to the localized slugs, and its first vehicles', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(path('de', PATHS.de.list, PATHS.de.wheels))).text();
  expect(html).toContain(`<title>${TEXT.de.wheels} | Auto Zentrum Zürich AG</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${path('de', PATHS.de.list, PATHS.de.wheels)}"/>`);
  expect(html).toContain(`hrefLang="fr-CH" href="${baseURL}${path('fr', PATHS.fr.list, PATHS.fr.wheels)}"`);
  expect(new Set(html.match(/\/auto-finden\/kia-[^"]+-\d+"/g)).size).toBeGreaterThanOrEqual(6);
});

test('the sitemap lists the promotion pages in every language of the dealer, the not-available page not', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}${path('de', PATHS.de.list)}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}${path('fr', PATHS.fr.list, PATHS.fr.wheels)}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}${path('de', 'services', PATHS.de.check)}</loc>`);
  expect(xml).not.toContain(PATHS.de.unavailable);
});
