import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FAULTS_SITE, lockFaults, setFaults, unlockFaults } from './support/faults-sandbox';

/**
 * About us, our brands, locations and the sub-dealer pages against the kia (4201) and toyota
 * (4202) servers on the sandbox (4199): the journey from the dealer home through the main navigation in
 * de and fr with axe on every page, the failure rules of SPEC §2 (absent → dealer home, 302; garagen → 301;
 * no brand pages → the not-found route) and a first load that needs no API call of its own.
 */
const TOYOTA = 'http://127.0.0.1:4202';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

const JOURNEY = {
  de: {
    home: '/de/haendler/auto-zentrum-zuerich',
    menu: 'Standorte',
    overview: 'Übersicht',
    locations: '/standorte',
    locationsTitle: 'Unsere Standorte',
    more: 'Mehr zu Auto Zentrum Zürich – Oerlikon',
    subDealer: '/standorte/auto-zentrum-zuerich-oerlikon',
    subDealerAboutUs: 'Über uns – Auto Zentrum Zürich – Oerlikon',
    dealerAboutUs: 'Über uns – Auto Zentrum Zürich AG',
    aboutUs: '/ueber-uns',
    ourBrands: 'Unsere Marken',
    ourBrandsPath: '/ueber-uns/markenseiten',
    contactPersons: 'Ihre Ansprechpersonen',
    vehicles: 'Fahrzeuge von Kia ansehen',
    market: '/auto-finden?make=Kia',
  },
  fr: {
    home: '/fr/concessionnaire/auto-zentrum-zuerich',
    menu: 'Sites',
    overview: 'Aperçu',
    locations: '/lieux',
    locationsTitle: 'Nos sites',
    more: 'En savoir plus sur Auto Zentrum Zürich – Oerlikon',
    subDealer: '/lieux/auto-zentrum-zuerich-oerlikon',
    subDealerAboutUs: 'À propos de nous – Auto Zentrum Zürich – Oerlikon',
    dealerAboutUs: 'À propos de nous – Auto Zentrum Zürich AG',
    aboutUs: '/a-propos-de-nous',
    ourBrands: 'Nos marques',
    ourBrandsPath: '/a-propos-de-nous/pages-de-marques',
    contactPersons: 'Vos interlocuteurs',
    vehicles: 'Voir les véhicules Kia',
    market: '/trouver-un-vehicule?make=Kia',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const [lang, t] of Object.entries(JOURNEY)) {
  test(`${lang}: dealer home → locations → sub-dealer → its about us → dealer about us → our brands, axe clean on each`, async ({
    page,
  }) => {
    // five pages, each with an axe scan (seconds each while the whole suite runs on 2 cores)
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(t.home);
    await page.waitForFunction(hydrated);

    const nav = page.getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Navigation principale' });
    await nav.getByRole('button', { name: t.menu }).click();
    await nav.getByRole('link', { name: t.overview }).click();
    await expect(page).toHaveURL(`${t.home}${t.locations}`);
    await expect(heading(page, t.locationsTitle)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Auto Zentrum Zürich AG',
      'Auto Zentrum Zürich – Oerlikon',
      'Auto Zentrum Zürich – Dietikon',
    ]);
    await axeClean(page);

    await page.getByRole('link', { name: t.more }).click();
    await expect(page).toHaveURL(`${t.home}${t.subDealer}`);
    await expect(heading(page, 'Auto Zentrum Zürich – Oerlikon')).toBeVisible();
    await expect(page.getByRole('region', { name: t.contactPersons })).toBeVisible();
    await axeClean(page);

    await page.getByRole('link', { name: t.subDealerAboutUs }).click();
    await expect(page).toHaveURL(`${t.home}${t.subDealer}${t.aboutUs}`);
    await expect(heading(page, t.subDealerAboutUs)).toBeVisible();
    await axeClean(page);

    await page.getByRole('link', { name: t.dealerAboutUs }).click();
    await expect(page).toHaveURL(`${t.home}${t.aboutUs}`);
    await expect(heading(page, t.dealerAboutUs)).toBeVisible();
    await axeClean(page);

    await page.getByRole('link', { name: t.ourBrands, exact: true }).click();
    await expect(page).toHaveURL(`${t.home}${t.ourBrandsPath}`);
    await expect(heading(page, t.ourBrands)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kia' })).toBeVisible();
    await axeClean(page);
    await expect(page.getByRole('link', { name: t.vehicles })).toHaveAttribute('href', `${t.home}${t.market}`);
    expect(errors).toEqual([]);
  });
}

test('each page is rendered on the server, indexable, with its other languages as hreflang alternates', async ({ request }) => {
  const response = await request.get('/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon/ueber-uns');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // the location's own SEO texts from the base service (seo with the sub-dealer's id)
  expect(html).toContain('<title>Über uns | Auto Zentrum Zürich – Oerlikon</title>');
  expect(html).toContain('<h1 class="title_');
  expect(html).not.toContain('noindex');
  expect(html).toContain(
    'hrefLang="fr-CH" href="http://127.0.0.1:4201/fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-oerlikon/a-propos-de-nous"',
  );
  expect(html).toContain(
    'hrefLang="it-CH" href="http://127.0.0.1:4201/it/concessionario/auto-zentrum-zuerich/luoghi/auto-zentrum-zuerich-oerlikon/chi-siamo"',
  );
});

test('the sitemap lists the pages that exist, with their localized paths', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(
    '<loc>http://127.0.0.1:4201/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon/ueber-uns</loc>',
  );
  expect(sitemap).toContain(
    'hreflang="fr-CH" href="http://127.0.0.1:4201/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous/pages-de-marques"',
  );
  expect(sitemap).toContain('<loc>http://127.0.0.1:4201/de/haendler/mueller-automobile-aarau-ag/ueber-uns/markenseiten</loc>');
  // no about us: neither the page nor a redirect in the sitemap
  expect(sitemap).not.toContain('/de/haendler/mueller-automobile-aarau-ag/ueber-uns<');
  expect(sitemap).not.toContain('/de/haendler/kia-service-bern/standorte');
});

test('the language switch keeps the page: our brands in Italian', async ({ page }) => {
  await page.goto('/de/haendler/auto-zentrum-zuerich/ueber-uns/markenseiten');
  await page.waitForFunction(hydrated);
  await page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL('/it/concessionario/auto-zentrum-zuerich/chi-siamo/pagine-dei-marchi');
  await expect(heading(page, 'I nostri marchi')).toBeVisible();
});

test.describe('failure rules (SPEC §2)', () => {
  const status = async (page: Page, path: string, base = '') => {
    const response = await page.request.get(`${base}${path}`, { maxRedirects: 0 });
    return `${response.status()} ${response.headers()['location'] ?? ''}`;
  };

  test('garagen (fr garages, it garage) redirects permanently (301) to the locations segment, sub-pages too', async ({ page }) => {
    expect(await status(page, '/de/haendler/auto-zentrum-zuerich/garagen?x=1')).toBe('301 /de/haendler/auto-zentrum-zuerich/standorte?x=1');
    expect(await status(page, '/de/haendler/auto-zentrum-zuerich/garagen/auto-zentrum-zuerich-oerlikon')).toBe(
      '301 /de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon',
    );
    expect(await status(page, '/fr/concessionnaire/auto-zentrum-zuerich/garages/auto-zentrum-zuerich-oerlikon/a-propos-de-nous')).toBe(
      '301 /fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-oerlikon/a-propos-de-nous',
    );
    expect(await status(page, '/it/concessionario/auto-zentrum-zuerich/garage')).toBe('301 /it/concessionario/auto-zentrum-zuerich/luoghi');
  });

  test('an unknown sub-dealer, and its about us, redirect (302) to the dealer home', async ({ page }) => {
    expect(await status(page, '/de/haendler/auto-zentrum-zuerich/standorte/gibt-es-nicht')).toBe('302 /de/haendler/auto-zentrum-zuerich');
    expect(await status(page, '/fr/concessionnaire/auto-zentrum-zuerich/lieux/gibt-es-nicht/a-propos-de-nous')).toBe(
      '302 /fr/concessionnaire/auto-zentrum-zuerich',
    );
  });

  test('about us of a dealer without about us redirects to the dealer home, in de and fr', async ({ page }) => {
    expect(await status(page, '/de/haendler/mueller-automobile-aarau-ag/ueber-uns')).toBe('302 /de/haendler/mueller-automobile-aarau-ag');
    expect(await status(page, '/fr/concessionnaire/mueller-automobile-aarau-ag/a-propos-de-nous')).toBe(
      '302 /fr/concessionnaire/mueller-automobile-aarau-ag',
    );
  });

  test('a dealer without sub-dealers has no locations page; without brand pages no our-brands page and no link to it', async ({ page }) => {
    expect(await status(page, '/de/haendler/kia-service-bern/standorte')).toBe('302 /de/haendler/kia-service-bern');
    expect(await status(page, '/fr/concessionnaire/garage-monnier-sa/a-propos-de-nous/pages-de-marques')).toBe(
      '302 /fr/concessionnaire/404',
    );
    await page.goto('/fr/concessionnaire/garage-monnier-sa/a-propos-de-nous');
    await expect(heading(page, 'À propos de nous – Garage Monnier SA')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nos marques', exact: true })).toHaveCount(0);
  });

  test('toyota: a location without about us has no link to it, and its about-us address goes to the dealer home', async ({ page }) => {
    await page.goto(`${TOYOTA}/partner/auto-suter-ag/standorte/auto-suter-burgdorf`);
    await expect(heading(page, 'Auto Suter – Burgdorf')).toBeVisible();
    await expect(page.getByRole('link', { name: /Über uns – Auto Suter – Burgdorf/ })).toHaveCount(0);
    await axeClean(page);
    expect(await status(page, '/partner/auto-suter-ag/standorte/auto-suter-burgdorf/ueber-uns', TOYOTA)).toBe('302 /partner/auto-suter-ag');
  });
});

test.describe('navigation', () => {
  test("a dealer without sub-dealers: the main navigation's Über uns; with: the footer's Standorte", async ({ page }) => {
    await page.goto('/de/haendler/kia-service-bern');
    await page.waitForFunction(hydrated);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns', exact: true }).click();
    await expect(page).toHaveURL('/de/haendler/kia-service-bern/ueber-uns');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Über uns – /);
    await axeClean(page);
    await page.goto('/de/haendler/auto-zentrum-zuerich');
    await page.waitForFunction(hydrated);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Standorte', exact: true }).click();
    await expect(heading(page, 'Unsere Standorte')).toBeVisible();
  });
});

test.describe('outage (decision 0015)', () => {
  test.beforeEach(async () => {
    await lockFaults();
  });
  test.afterEach(async ({ request }) => {
    await setFaults(request, '');
    unlockFaults();
  });

  test("a model service outage on our brands answers 503 inside the dealer's frame, never a redirect", async ({ request }) => {
    await setFaults(request, 'model:error=1');
    const response = await request.get(`${FAULTS_SITE}/de/haendler/auto-zentrum-zuerich/ueber-uns/markenseiten`, { maxRedirects: 0 });
    expect(response.status()).toBe(503);
    expect(response.headers()['cache-control']).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    expect(html).toContain('aria-label="Hauptnavigation"');
  });
});

test.describe('first load', () => {
  const PAGES = [
    '/de/haendler/auto-zentrum-zuerich/ueber-uns',
    '/de/haendler/auto-zentrum-zuerich/ueber-uns/markenseiten',
    '/fr/concessionnaire/auto-zentrum-zuerich/lieux',
    '/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon',
    '/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon/ueber-uns',
  ];
  for (const path of PAGES) {
    test(`${path} makes no API call of its own`, async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) calls.push(`${request.method()} ${url.pathname}`);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForFunction(hydrated);
      expect(calls).toEqual([]);
    });
  }
});
