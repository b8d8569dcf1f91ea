import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FAULTS_SITE, lockFaults, setFaults, unlockFaults } from './support/faults-sandbox';

/**
 * The model forms: a model's test drive and offer, the configurator's test drive of a saved
 * configuration, and a service customer's check-in; leads read back from the sandbox (4199).
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures
const MODEL = { slug: 'sportage', id: 106, name: 'Kia Sportage' };

type Lang = 'de' | 'fr' | 'it';
type Kind = 'testDrive' | 'offer';

const BASE: Record<Lang, string> = {
  de: '/de/haendler/auto-zentrum-zuerich',
  fr: '/fr/concessionnaire/auto-zentrum-zuerich',
  it: '/it/concessionario/auto-zentrum-zuerich',
};
const SEGMENT: Record<Kind, Record<Lang, string>> = {
  testDrive: { de: 'modell-probefahrt', fr: 'essai-sur-route-modele', it: 'giro-di-prova-modello' },
  offer: { de: 'modell-offerte', fr: 'offre-modele', it: 'offerta-modello' },
};
const pathOf = (kind: Kind, lang: Lang, slug = MODEL.slug) => `${BASE[lang]}/${SEGMENT[kind][lang]}/${slug}`;
const checkInPath = (lang: Lang, hash: string) => `${BASE[lang]}/check-in/${hash}`;

const TEXT = {
  de: {
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    wishDate: 'Wunschdatum',
    privacy: /Datenschutzerklärung gelesen/,
    submit: 'Anfrage senden',
    summary: 'Bitte prüfen Sie Ihre Angaben',
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültige Eingabe',
    thanks: 'Vielen Dank für Ihre Anfrage',
    title: { testDrive: 'Probefahrt vereinbaren: Kia Sportage', offer: 'Offerte anfordern: Kia Sportage' },
  },
  fr: {
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    wishDate: 'Date souhaitée',
    privacy: /déclaration de protection des données/,
    submit: 'Envoyer la demande',
    summary: 'Veuillez vérifier vos données',
    required: 'Ce champ est obligatoire',
    invalid: 'Entrée invalide',
    thanks: 'Merci pour votre demande',
    title: { testDrive: 'Convenir d’un essai sur route : Kia Sportage', offer: 'Demander une offre : Kia Sportage' },
  },
  it: {
    male: 'Signor',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    phone: 'Telefono',
    wishDate: 'Data desiderata',
    privacy: /informativa sulla protezione dei dati/,
    submit: 'Invia richiesta',
    summary: 'Si prega di verificare i dati',
    required: 'Questo campo è obbligatorio',
    invalid: 'Inserimento non valido',
    thanks: 'Grazie per la vostra richiesta',
    title: { testDrive: 'Fissare un giro di prova: Kia Sportage', offer: 'Richiedere un’offerta: Kia Sportage' },
  },
} as const;

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
/** A wish date two weeks ahead (YYYY-MM-DD). */
const wishDate = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
/** A visitor of this test only: leads are found by this email, whatever parallel tests store. */
const emailOf = (name: string) => `e2e-model-${name}-${test.info().retry}-${Date.now().toString(36)}@example.ch`;

interface StoredLead {
  type: string;
  dealerId: number | null;
  payload: Record<string, unknown> & { contact?: { email?: string } };
  idempotencyKey: string | null;
}

async function leadsOf(request: APIRequestContext, type: string, email: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=${type}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.contact?.email === email);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(hydrated);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillContact(page: Page, lang: Lang, email: string) {
  const t = TEXT[lang];
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await textbox(page, t.firstName).fill('Marco');
  await textbox(page, t.lastName).fill('Modell');
  await textbox(page, t.email).fill(email);
  await textbox(page, t.phone).fill('79 321 54 76');
}

async function axeClean(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

/** The checkout steps the page pushed to window.dataLayer, in order. */
const checkoutSteps = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => entry['checkoutStep'] as number),
  );

/** A saved configuration of the model (entity and colour from the configurator), as the configurator stores it. */
async function saveConfiguration(request: APIRequestContext): Promise<{ configurationCode: string; entityId: number }> {
  const model = (await (await request.get(`${SANDBOX}/model/configurator/models/${MODEL.slug}?locale=de`)).json()) as {
    entities: { entityId: number; colors: { colorCode: string }[] }[];
  };
  const [entity] = model.entities;
  const response = await request.post(`${SANDBOX}/model/configurator/save-configuration?locale=de`, {
    data: { entityId: entity.entityId, items: [entity.colors[1].colorCode] },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { configurationCode: string; entityId: number };
}

/** A service appointment stored by the form service: its answer names the check-in's hash. */
async function bookServiceAppointment(request: APIRequestContext, lastName: string): Promise<string> {
  const response = await request.post(`${SANDBOX}/form/service?locale=de`, {
    data: {
      dealerId: DEALER_ID,
      contact: { gender: 'female', firstName: 'Sara', lastName, email: 'sara@example.ch', phone: '79 111 22 33' },
      privacyAccepted: true,
      wishDate: wishDate(),
      workshopServiceIds: ['oil-change', 'wheel-change'],
      vehicle: { make: 'Kia', model: 'Ceed', controlSign: 'ZH 765 432', firstRegistration: { year: 2019, month: 4 }, mileage: 62_000 },
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { checkInHash: string }).checkInHash;
}

test.describe('with JavaScript', () => {
  test('model test drive: one step of contact data with a wish date, the lead with the model, tracking 1 then 2', async ({
    page,
    request,
  }) => {
    const email = emailOf('td');
    await open(page, pathOf('testDrive', 'de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.de.title.testDrive);
    await expect(page.getByRole('complementary', { name: MODEL.name })).toContainText(/ab CHF/);
    await fillContact(page, 'de', email);
    await page.getByLabel(TEXT.de.wishDate, { exact: true }).fill(wishDate());
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: TEXT.de.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathOf('testDrive', 'de')}\\?sent$`));

    const leads = await leadsOf(request, 'model-test-drive', email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ dealerId: DEALER_ID, payload: { modelId: MODEL.id, dealerId: DEALER_ID, wishDate: wishDate() } });
    expect(leads[0].idempotencyKey).toBeTruthy();
    expect(await checkoutSteps(page)).toEqual([1, 2]);
  });

  test('model offer (fr): after the error summary, the lead goes to model-offer-form with the model', async ({ page, request }) => {
    const email = emailOf('offer');
    await open(page, pathOf('offer', 'fr'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title.offer);
    await page.getByRole('button', { name: TEXT.fr.submit }).click();
    await expect(page.getByRole('alert', { name: TEXT.fr.summary })).toBeFocused();
    await fillContact(page, 'fr', email);
    await page.getByRole('checkbox', { name: TEXT.fr.privacy }).check();
    await page.getByRole('button', { name: TEXT.fr.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.fr.thanks })).toBeVisible();
    const leads = await leadsOf(request, 'model-offer-form', email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({ modelId: MODEL.id, dealerId: DEALER_ID, contact: { gender: 'male', lastName: 'Modell' } });
    expect(leads[0].payload).not.toHaveProperty('configurationCode');
  });

  test('configurator test drive: the saved configuration beside the form, sent as configurator-model-test-drive', async ({
    page,
    request,
  }) => {
    const { configurationCode, entityId } = await saveConfiguration(request);
    const email = emailOf('configurator');
    const path = `${pathOf('testDrive', 'de')}?configurationCode=${configurationCode}`;
    await open(page, path);
    const configuration = page.getByRole('region', { name: 'Ihre Konfiguration' });
    await expect(configuration).toContainText(`Konfigurationscode: ${configurationCode}`);
    await expect(configuration.getByRole('link', { name: 'Konfiguration als PDF' })).toHaveAttribute(
      'href',
      `/api/model/configurator/pdf/${configurationCode}`,
    );
    await axeClean(page, 'form with configuration');
    await fillContact(page, 'de', email);
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: TEXT.de.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(`${path}&sent`);
    const leads = await leadsOf(request, 'configurator-model-test-drive', email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({ dealerId: DEALER_ID, entityId, configurationCode });
    expect(leads[0].payload).not.toHaveProperty('wishDate');
    expect(await checkoutSteps(page)).toEqual([1, 2]);
  });

  for (const lang of ['de', 'fr', 'it'] as const) {
    test(`an invalid test drive shows the spec texts inline (${lang}) and sends nothing`, async ({ page, request }) => {
      const t = TEXT[lang];
      const email = emailOf(`invalid-${lang}`);
      await open(page, pathOf('testDrive', lang));
      await textbox(page, t.firstName).fill('Marco');
      await textbox(page, t.email).fill('keine-adresse');
      await page.getByRole('button', { name: t.submit }).click();
      const summary = page.getByRole('alert', { name: t.summary });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: `${t.lastName}: ${t.required}`, exact: true })).toBeVisible();
      await expect(summary.getByRole('link', { name: `${t.email}: ${t.invalid}`, exact: true })).toBeVisible();
      await expect(textbox(page, t.firstName)).toHaveValue('Marco');
      await textbox(page, t.email).fill(email);
      expect(await leadsOf(request, 'model-test-drive', email)).toEqual([]);
      expect(await leadsOf(request, 'model-test-drive', 'keine-adresse')).toEqual([]);
    });
  }

  test('the language switch keeps the model and the configuration', async ({ page, request }) => {
    const { configurationCode } = await saveConfiguration(request);
    await open(page, `${pathOf('testDrive', 'de')}?configurationCode=${configurationCode}`);
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${pathOf('testDrive', 'fr')}?configurationCode=${configurationCode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title.testDrive);
  });
});

for (const lang of ['de', 'fr'] as const) {
  for (const kind of ['testDrive', 'offer'] as const) {
    test(`axe: no serious or critical violation on the ${kind} form, its error summary and thanks (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await open(page, pathOf(kind, lang));
      await axeClean(page, 'form');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert', { name: t.summary })).toBeFocused();
      await axeClean(page, 'error summary');
      await fillContact(page, lang, emailOf(`axe-${kind}-${lang}`));
      await page.getByRole('checkbox', { name: t.privacy }).check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await axeClean(page, 'thanks');
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('model test drive: a real form POST, 303 to the thanks step, the lead stored', async ({ page, request }) => {
    const email = emailOf('nojs');
    await page.goto(pathOf('testDrive', 'it'));
    await fillContact(page, 'it', email);
    await page.getByRole('checkbox', { name: TEXT.it.privacy }).check();
    await page.getByRole('button', { name: TEXT.it.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('testDrive', 'it')}\\?sent$`));
    await expect(page.getByRole('heading', { name: TEXT.it.thanks })).toBeVisible();
    const leads = await leadsOf(request, 'model-test-drive', email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ payload: { modelId: MODEL.id, dealerId: DEALER_ID } });
  });

  for (const lang of ['de', 'fr', 'it'] as const) {
    test(`an invalid offer answers 422 with the spec texts (${lang}), keeps the values, stores nothing`, async ({ page, request }) => {
      const t = TEXT[lang];
      const email = emailOf(`nojs-invalid-${lang}`);
      await page.goto(pathOf('offer', lang));
      await textbox(page, t.firstName).fill('Marco');
      await textbox(page, t.email).fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(response.status()).toBe(422);
      const summary = page.getByRole('alert', { name: t.summary });
      await expect(summary.getByRole('link', { name: `${t.lastName}: ${t.required}`, exact: true })).toBeVisible();
      await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
      await expect(textbox(page, t.firstName)).toHaveValue('Marco');
      expect(await leadsOf(request, 'model-offer-form', email)).toEqual([]);
    });
  }
});

test.describe('the guard', () => {
  for (const [name, path] of [
    ['an unknown model slug', pathOf('testDrive', 'de', 'gibt-es-nicht')],
    ["another brand's model", pathOf('offer', 'de', 'corolla')],
    ['an unknown configuration code', `${pathOf('testDrive', 'de')}?configurationCode=NOPE2345`],
  ] as const) {
    test(`${name} redirects to the not-found route`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL('/de/haendler/404');
      await expect(page.getByText('Die von Ihnen angeforderte Seite existiert leider nicht.')).toBeVisible();
    });
  }

  test('a model service outage answers 503 with the generic message, never a redirect', async ({ page, request }) => {
    await lockFaults();
    try {
      expect((await setFaults(request, 'model:error=1')).ok()).toBe(true);
      const response = await page.goto(`${FAULTS_SITE}${pathOf('testDrive', 'de')}`);
      expect(response?.status()).toBe(503);
      await expect(page).toHaveURL(`${FAULTS_SITE}${pathOf('testDrive', 'de')}`);
      await expect(page.getByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
    } finally {
      await setFaults(request, '');
      unlockFaults();
    }
  });
});

test.describe('check-in', () => {
  for (const lang of ['de', 'fr'] as const) {
    test(`shows the booked appointment pre-filled and the dealer's contact (${lang}); axe clean`, async ({ page, request }) => {
      const lastName = `Check ${Date.now().toString(36)}`;
      const hash = await bookServiceAppointment(request, lastName);
      // personal data: no shared cache may keep the page
      expect((await request.get(checkInPath(lang, hash))).headers()['cache-control']).toBe('private, no-store');
      await open(page, checkInPath(lang, hash));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'de' ? 'Check-in für Ihren Servicetermin' : 'Check-in pour votre rendez-vous de service',
      );
      const facts = page.locator('dl');
      await expect(facts).toContainText(`Sara ${lastName}`);
      await expect(facts).toContainText('Kia Ceed');
      await expect(facts).toContainText('ZH 765 432');
      await expect(facts.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'info@auto-zentrum-zuerich.ch' })).toHaveAttribute(
        'href',
        'mailto:info@auto-zentrum-zuerich.ch',
      );
      await axeClean(page, 'check-in');
    });
  }

  test('an unknown hash redirects to the not-found route', async ({ page }) => {
    const response = await page.goto(checkInPath('de', '0000000000000000'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/de/haendler/404');
  });
});
