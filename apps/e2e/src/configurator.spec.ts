import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * A new car, from the model list to the dealer: model list → model page → configurator → variant, colour, a
 * package → price and rate change → save → the saved code in a new page (the same configuration) → the dealer's model
 * test drive → the lead stored in the sandbox with the configuration code. With and without JavaScript, in de and fr.
 */
const SANDBOX = 'http://127.0.0.1:4199';
/** the dealer chosen for the test drive: one of the page's language (its form is in that language) */
const DEALER = { de: { id: 100, name: /^Auto Zentrum Zürich AG/ }, fr: { id: null, name: /^Garage Monnier SA,/ } } as const;

type Lang = 'de' | 'fr';

const TEXT = {
  de: {
    models: '/de/modelle',
    modelPage: '/de/modelle/sportage',
    configurator: '/de/konfigurator/sportage',
    h1: 'Kia Sportage konfigurieren',
    configure: /konfigurieren/i,
    variant: '1.6 T-GDi HEV Power',
    color: 'Runway Red',
    pack: 'Technologiepaket',
    save: 'Konfiguration speichern',
    testDrive: 'Probefahrt vereinbaren',
    summary: '4. Zusammenfassung',
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    privacy: /Datenschutzerklärung gelesen/,
    submit: 'Anfrage senden',
    thanks: 'Vielen Dank für Ihre Anfrage',
  },
  fr: {
    models: '/fr/mod%C3%A8les',
    modelPage: '/fr/mod%C3%A8les/sportage',
    configurator: '/fr/configurateur/sportage',
    h1: 'Configurer la Kia Sportage',
    configure: /configurer/i,
    variant: '1.6 T-GDi HEV Power',
    color: 'Runway Red',
    pack: 'Pack Technologie',
    save: 'Enregistrer la configuration',
    testDrive: 'Convenir d’un essai sur route',
    summary: '4. Récapitulatif',
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    privacy: /déclaration de protection des données/,
    submit: 'Envoyer la demande',
    thanks: 'Merci pour votre demande',
  },
} as const;

interface StoredLead {
  type: string;
  dealerId: number | null;
  payload: Record<string, unknown> & { contact?: { email?: string } };
}

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
const emailOf = (name: string) => `e2e-configurator-${name}-${test.info().retry}-${Date.now().toString(36)}@example.ch`;

async function leadsOf(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=configurator-model-test-drive&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.contact?.email === email);
}

async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await page.waitForFunction(hydrated);
}

async function axeClean(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

const price = (page: Page) => page.getByTestId('configuration-price');
const rate = (page: Page) => page.getByTestId('configuration-rate');
const choice = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
const summaryOf = (page: Page, lang: Lang): Locator => page.getByRole('region', { name: TEXT[lang].summary });

/** Clicks a choice and waits until it is the current one (the URL is the configuration). */
async function choose(page: Page, name: string) {
  await choice(page, name).click();
  await expect(choice(page, name)).toHaveAttribute('aria-current', 'true');
}

async function journey(page: Page, request: APIRequestContext, lang: Lang, js: boolean) {
  const t = TEXT[lang];
  const email = emailOf(`${lang}-${js ? 'js' : 'nojs'}`);

  // model list → model page → configurator
  await open(page, t.models, js);
  // axe runs in the page: without JavaScript the journey with JavaScript checks the same markup
  if (js) await axeClean(page, 'model list');
  await page.getByRole('main').getByRole('link', { name: 'Kia Sportage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia Sportage');
  if (js) await page.waitForFunction(hydrated);
  if (js) await axeClean(page, 'model page');
  await page.getByRole('main').getByRole('link', { name: t.configure }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
  await expect(page).toHaveURL(new RegExp(`${t.configurator}$`));
  if (js) await page.waitForFunction(hydrated);
  if (js) await axeClean(page, 'configurator: default configuration');

  // variant, colour, a package: the price and the rate follow every choice
  const basePrice = await price(page).textContent();
  const baseRate = await rate(page).textContent();
  await choose(page, t.variant);
  await expect(price(page)).not.toHaveText(basePrice ?? '');
  const variantPrice = await price(page).textContent();
  await choose(page, t.color);
  await expect(price(page)).not.toHaveText(variantPrice ?? '');
  const colorPrice = await price(page).textContent();
  await choose(page, t.pack);
  await expect(price(page)).not.toHaveText(colorPrice ?? '');
  await expect(rate(page)).not.toHaveText(baseRate ?? '');
  if (js) await axeClean(page, 'configurator: variant, colour and package chosen');
  const configuredPrice = await price(page).textContent();
  const summary = await summaryOf(page, lang).locator('dl').innerText();
  expect(summary).toContain(t.variant);
  expect(summary).toContain(t.color);
  expect(summary).toContain(t.pack);

  // save: the configuration code is the URL; a new page with it shows the same configuration
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(/configurationCode=[A-Z0-9]+/);
  const savedUrl = page.url();
  const code = new URL(savedUrl).searchParams.get('configurationCode') ?? '';
  const reopened = await page.context().newPage();
  await open(reopened, savedUrl, js);
  await expect(price(reopened)).toHaveText(configuredPrice ?? '');
  expect(await summaryOf(reopened, lang).locator('dl').innerText()).toBe(summary);
  await reopened.close();

  // the model test drive at a dealer, with the configuration
  await page.getByRole('button', { name: t.testDrive }).click();
  await page.getByRole('link', { name: DEALER[lang].name }).click();
  await expect(page).toHaveURL(new RegExp(`configurationCode=${code}`));
  if (js) await page.waitForFunction(hydrated);
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill('Carla');
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill('Konfig');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.phone, exact: true }).fill('79 321 54 76');
  await page.getByRole('checkbox', { name: t.privacy }).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();

  const leads = await leadsOf(request, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.payload).toMatchObject({ configurationCode: code });
  expect(leads[0]?.payload['dealerId']).toBe(DEALER[lang].id ?? leads[0]?.dealerId);
}

test.describe('with JavaScript', () => {
  for (const lang of ['de', 'fr'] as const) {
    test(`${lang}: model list → model → configurator → save → reopen → test drive lead with the code`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await journey(page, request, lang, true);
    });
  }

  test('the 360° view turns with the arrow keys and by drag', async ({ page }) => {
    await open(page, TEXT.de.configurator, true);
    const view = page.getByRole('slider', { name: /360/ });
    await view.focus();
    const before = await view.getAttribute('aria-valuenow');
    await page.keyboard.press('ArrowRight');
    await expect(view).not.toHaveAttribute('aria-valuenow', before ?? '');
    await expect(view).toHaveAttribute('aria-valuetext', /°/);
    // and by a drag with the mouse
    const turned = await view.getAttribute('aria-valuenow');
    const box = await view.boundingBox();
    if (!box) throw new Error('the 360° view has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(view).not.toHaveAttribute('aria-valuenow', turned ?? '');
  });

  test('compare three models on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/de/modellvergleich?models=sportage&models=ceed&models=ev6', true);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /Sportage/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Ceed/ })).toBeAttached();
    await expect(table.getByRole('columnheader', { name: /EV6/ })).toBeAttached();
    // nothing wider than the phone but the table's own scroller
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await axeClean(page, 'comparison on a phone');
  });
});

/** Every new-car page type (and the brand world of the multi-make group, emilfrey on 4206), de and fr. */
const NEW_PAGES = {
  de: [
    '/de/modelle',
    '/de/modelle/ev6',
    '/de/haendler/auto-zentrum-zuerich/modelle/ev6',
    '/de/konfigurator',
    '/de/konfigurator/ev6?color=BLK',
    '/de/haendler/auto-zentrum-zuerich/konfigurator/ev6',
    '/de/modellvergleich?models=ev6&models=ev9',
    'http://127.0.0.1:4206/de/markenseiten',
    'http://127.0.0.1:4206/de/markenseiten/kia',
  ],
  fr: [
    '/fr/mod%C3%A8les',
    '/fr/mod%C3%A8les/ev6',
    '/fr/configurateur',
    '/fr/configurateur/ev6?color=BLK',
    '/fr/comparaison-de-modeles?models=ev6&models=ev9',
    'http://127.0.0.1:4206/fr/pages-de-marques',
    'http://127.0.0.1:4206/fr/pages-de-marques/kia',
  ],
} as const;

for (const lang of ['de', 'fr'] as const) {
  test(`axe: no serious or critical violation on the new page types (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of NEW_PAGES[lang]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.waitForFunction(hydrated);
      await axeClean(page, path);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('de: the same journey with links and forms ends with the same stored lead', async ({ page, request }) => {
    test.setTimeout(90_000);
    await journey(page, request, 'de', false);
  });

  test('the default configuration is indexed; any other is noindex with the default as canonical', async ({ page }) => {
    const robots = page.locator('meta[name="robots"]');
    const canonical = page.locator('link[rel="canonical"]');
    await page.goto(TEXT.de.configurator);
    await expect(robots).toHaveAttribute('content', 'index, follow');
    await page.goto(`${TEXT.de.configurator}?variant=1-6-t-gdi-hev-power&color=RED`);
    await expect(robots).toHaveCount(1);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await expect(canonical).toHaveAttribute('href', new RegExp(`${TEXT.de.configurator}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': expect.arrayContaining(['Car']), offers: { priceCurrency: 'CHF' } });
  });

  test('an unknown configuration code is a notice and the default configuration, never an error page', async ({ page }) => {
    const response = await page.goto(`${TEXT.de.configurator}?configurationCode=NOSUCHCODE`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.de.h1);
    await expect(page.getByText(/nicht gefunden/)).toBeVisible();
  });
});
