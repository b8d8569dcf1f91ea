import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Service appointment, appointment and the dealer's test drive without a vehicle: each
 * submitted end to end and its lead found in the sandbox (4199) with its form type; an invalid submit
 * in de, fr and it shows the spec texts and stores nothing; the service appointment also without
 * JavaScript; axe on every step in de and fr; the footer's quick links and a dealer's own booking form.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures

type Lang = 'de' | 'fr' | 'it';
type Form = 'service' | 'appointment' | 'testDrive';

const BASE: Record<Lang, string> = {
  de: '/de/haendler/auto-zentrum-zuerich',
  fr: '/fr/concessionnaire/auto-zentrum-zuerich',
  it: '/it/concessionario/auto-zentrum-zuerich',
};
const SEGMENT: Record<Form, Record<Lang, string>> = {
  service: { de: 'terminvereinbarung', fr: 'prendre-un-rendez-vous', it: 'fissare-un-appuntamento' },
  appointment: { de: 'termin-vereinbaren', fr: 'fixer-un-rendez-vous', it: 'prenotare-un-appuntamento' },
  testDrive: { de: 'probefahrt', fr: 'essai-sur-route', it: 'giro-di-prova' },
};
const path = (form: Form, lang: Lang) => `${BASE[lang]}/${SEGMENT[form][lang]}`;
/** the form service call of each form (SPEC §7), as the sandbox stores the lead's type */
const FORM_TYPE: Record<Form, string> = { service: 'service', appointment: 'appointment', testDrive: 'model-test-drive' };

const TEXT = {
  de: {
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    wishDate: 'Wunschdatum',
    wishDateOptional: 'Wunschdatum (optional)',
    contactStep: 'Kontaktdaten',
    wishDateStep: 'Wunschtermin',
    privacy: /Datenschutzerklärung gelesen/,
    next: 'Weiter',
    submit: 'Anfrage senden',
    summary: 'Bitte prüfen Sie Ihre Angaben',
    required: 'Dieses Feld ist erforderlich',
    thanks: 'Vielen Dank für Ihre Anfrage',
    service: ['Wunschtermin', 'Arbeiten', 'Kontaktdaten und Adresse', 'Ihr Fahrzeug'],
    periodic: /^Periodischer Service/,
    corporate: 'Ich bin Firmenkunde (das Fahrzeug gehört einer Firma).',
    companyStreet: 'Firmenadresse: Strasse',
    make: 'Marke',
    mileage: 'Kilometerstand',
    year: 'Erstzulassung: Jahr',
    month: 'Erstzulassung: Monat',
    model: 'Modell',
  },
  fr: {
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    wishDate: 'Date souhaitée',
    wishDateOptional: 'Date souhaitée (facultatif)',
    contactStep: 'Coordonnées',
    wishDateStep: 'Date souhaitée',
    privacy: /déclaration de protection des données/,
    next: 'Continuer',
    submit: 'Envoyer la demande',
    summary: 'Veuillez vérifier vos données',
    required: 'Ce champ est obligatoire',
    thanks: 'Merci pour votre demande',
    service: ['Date souhaitée', 'Travaux', 'Coordonnées et adresse', 'Votre véhicule'],
    periodic: /^Service périodique/,
    corporate: 'Je suis un client entreprise (le véhicule appartient à une entreprise).',
    companyStreet: "Adresse de l'entreprise : rue",
    make: 'Marque',
    mileage: 'Kilométrage',
    year: 'Première immatriculation : année',
    month: 'Première immatriculation : mois',
    model: 'Modèle',
  },
  it: {
    male: 'Signor',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    phone: 'Telefono',
    wishDate: 'Data desiderata',
    wishDateOptional: 'Data desiderata (facoltativo)',
    contactStep: 'Dati di contatto',
    wishDateStep: 'Data desiderata',
    privacy: /protezione dei dati/,
    next: 'Avanti',
    submit: 'Invia richiesta',
    summary: 'Si prega di verificare i dati',
    required: 'Questo campo è obbligatorio',
    thanks: 'Grazie per la vostra richiesta',
    service: ['Data desiderata', 'Lavori', 'Dati di contatto e indirizzo', 'Il suo veicolo'],
    periodic: /^Servizio periodico/,
    corporate: "Sono un cliente aziendale (il veicolo appartiene a un'azienda).",
    companyStreet: "Indirizzo dell'azienda: via",
    make: 'Marca',
    mileage: 'Chilometraggio',
    year: 'Prima immatricolazione: anno',
    month: 'Prima immatricolazione: mese',
    model: 'Modello',
  },
} as const;

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

/** A visitor of this test only: leads are found by this email, whatever parallel tests store. */
function visitor() {
  const id = `${test.info().testId}-${test.info().retry}-${Date.now().toString(36)}`;
  return { lastName: `Termin ${id}`, email: `e2e-appointments-${id}@example.ch` };
}
type Visitor = ReturnType<typeof visitor>;

/** A wish date two weeks ahead and an alternative three weeks ahead (YYYY-MM-DD). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface StoredLead {
  dealerId: number;
  payload: Record<string, unknown> & { contact?: { email?: string } };
}

async function leadsOf(request: APIRequestContext, form: Form, email: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=${FORM_TYPE[form]}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.contact?.email === email);
}

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(hydrated);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** the title of the step shown (with JavaScript one at a time) */
const stepTitle = (page: Page) => page.locator('form > fieldset:not([hidden]) > legend');

/** The checkout steps the page pushed to window.dataLayer, in order. */
const checkoutSteps = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => entry['checkoutStep'] as number),
  );

async function fillContact(page: Page, lang: Lang, who: Visitor) {
  const t = TEXT[lang];
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await textbox(page, t.firstName).fill('Marco');
  await textbox(page, t.lastName).fill(who.lastName);
  await textbox(page, t.email).fill(who.email);
  await textbox(page, t.phone).fill('79 222 33 44');
}

/** A step with JavaScript: checked by axe (SPEC: no violation on every step), then "next" to the following one. */
async function stepDone(page: Page, lang: Lang, nextTitle?: string) {
  await axeClean(page);
  if (!nextTitle) return;
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expect(stepTitle(page)).toHaveText(nextTitle);
}

/** Every field of the service appointment (all steps are on one page without JavaScript); `step` runs between steps. */
async function fillServiceAppointment(page: Page, lang: Lang, who: Visitor, step: (next?: string) => Promise<void>) {
  const t = TEXT[lang];
  await textbox(page, t.wishDate).fill(daysAhead(14));
  await step(t.service[1]);
  await page.getByRole('checkbox', { name: t.periodic }).check();
  await step(t.service[2]);
  await fillContact(page, lang, who);
  await expect(textbox(page, t.companyStreet)).toBeHidden();
  await page.getByRole('checkbox', { name: t.corporate }).check();
  await textbox(page, t.companyStreet).fill('Industriestrasse');
  await page.locator('[name="companyAddress.number"]').fill('7');
  await page.locator('[name="companyAddress.zip"]').fill('8050');
  await page.locator('[name="companyAddress.city"]').fill('Zürich');
  await step(t.service[3]);
  await page.getByRole('combobox', { name: t.make, exact: true }).fill('Kia');
  await page.getByRole('combobox', { name: t.model, exact: true }).fill('Sportage');
  await textbox(page, t.mileage).fill("48'500");
  await textbox(page, t.year).fill('2021');
  await page.getByRole('combobox', { name: t.month }).selectOption('6');
  await page.getByRole('checkbox', { name: t.privacy }).check();
  await step();
}

const expectServiceLead = async (request: APIRequestContext, who: Visitor) => {
  const leads = await leadsOf(request, 'service', who.email);
  expect(leads).toHaveLength(1);
  expect(leads[0].payload).toMatchObject({
    dealerId: DEALER_ID,
    wishDate: daysAhead(14),
    workshopServiceIds: ['periodic-service'],
    corporateClient: true,
    companyAddress: { street: 'Industriestrasse', number: '7', zip: '8050', city: 'Zürich' },
    vehicle: { make: 'Kia', model: 'Sportage', mileage: 48_500, firstRegistration: { year: 2021, month: 6 } },
    contact: { gender: 'male', lastName: who.lastName },
    privacyAccepted: true,
  });
};

test.describe('with JavaScript', () => {
  for (const lang of ['de', 'fr'] as const) {
    test(`service appointment (${lang}): four steps, each axe clean; the lead is a service lead of the dealer`, async ({
      page,
      request,
    }) => {
      // four steps and the thanks, each with an axe scan (seconds each while the whole suite runs on 2 cores)
      test.setTimeout(60_000);
      const who = visitor();
      await open(page, path('service', lang));
      await expect(stepTitle(page)).toHaveText(TEXT[lang].service[0]);
      await fillServiceAppointment(page, lang, who, (next) => stepDone(page, lang, next));
      await page.getByRole('button', { name: TEXT[lang].submit }).click();
      await expect(page.getByRole('heading', { name: TEXT[lang].thanks })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path('service', lang)}\\?sent$`));
      await axeClean(page);
      await expectServiceLead(request, who);
      // no tracking numbers in SPEC §9 for the service form: one generic form event per step, then the thanks
      expect(await checkoutSteps(page)).toEqual([1, 2, 3, 4, 5]);
    });

    test(`appointment (${lang}): contact data, wish date, each axe clean; the lead and checkout steps 1 then 2`, async ({
      page,
      request,
    }) => {
      const who = visitor();
      const t = TEXT[lang];
      await open(page, path('appointment', lang));
      await fillContact(page, lang, who);
      await stepDone(page, lang, t.wishDateStep);
      await textbox(page, t.wishDate).fill(daysAhead(14));
      await page.getByRole('checkbox', { name: t.privacy }).check();
      await stepDone(page, lang);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      const leads = await leadsOf(request, 'appointment', who.email);
      expect(leads).toHaveLength(1);
      expect(leads[0].payload).toMatchObject({ dealerId: DEALER_ID, wishDate: daysAhead(14), contact: { lastName: who.lastName } });
      expect(await checkoutSteps(page)).toEqual([1, 2]);
    });

    test(`test drive without a vehicle (${lang}): a model, contact data, wish date; a model test drive lead, steps 1 then 2`, async ({
      page,
      request,
    }) => {
      const who = visitor();
      const t = TEXT[lang];
      await open(page, path('testDrive', lang));
      await page.getByRole('radio', { name: 'Kia Sportage' }).check();
      await stepDone(page, lang, t.contactStep);
      await fillContact(page, lang, who);
      await stepDone(page, lang, t.wishDateStep);
      await textbox(page, t.wishDateOptional).fill(daysAhead(14));
      await page.getByRole('checkbox', { name: t.privacy }).check();
      await stepDone(page, lang);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      const leads = await leadsOf(request, 'testDrive', who.email);
      expect(leads).toHaveLength(1);
      expect(leads[0].payload).toMatchObject({ dealerId: DEALER_ID, modelId: 106, wishDate: daysAhead(14) });
      expect(await checkoutSteps(page)).toEqual([1, 2]);
    });
  }

  test('an empty first step: the spec text in the summary and at the field, the summary axe clean (fr), nothing sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    for (const form of ['service', 'appointment', 'testDrive'] as const) {
      await open(page, path(form, 'fr'));
      await page.getByRole('button', { name: TEXT.fr.next }).click();
      const summary = page.getByRole('alert', { name: TEXT.fr.summary });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link').first()).toContainText(TEXT.fr.required);
      await expect(page.getByText(TEXT.fr.required, { exact: true }).first()).toBeVisible();
      await axeClean(page);
    }
    expect(posts).toEqual([]);
  });

  test("a corporate client's company address: shown with the flag, its absence an error on the contact step", async ({ page }) => {
    const t = TEXT.de;
    await open(page, path('service', 'de'));
    await textbox(page, t.wishDate).fill(daysAhead(14));
    await stepDone(page, 'de', t.service[1]);
    await page.getByRole('checkbox', { name: t.periodic }).check();
    await stepDone(page, 'de', t.service[2]);
    await fillContact(page, 'de', visitor());
    await expect(textbox(page, t.companyStreet)).toBeHidden();
    await page.getByRole('checkbox', { name: t.corporate }).check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(
      page.getByRole('alert', { name: t.summary }).getByRole('link', { name: `${t.companyStreet}: ${t.required}` }),
    ).toBeVisible();
    await expect(stepTitle(page)).toHaveText(t.service[2]);
    // unticked again, the company address is no longer asked for: the next attempt goes on
    await page.getByRole('checkbox', { name: t.corporate }).uncheck();
    await page.getByRole('button', { name: t.next }).click();
    await expect(stepTitle(page)).toHaveText(t.service[3]);
  });

  test('a language switch loads the workshop services in the new language', async ({ page }) => {
    await open(page, path('service', 'de'));
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path('service', 'fr')}$`));
    await expect(stepTitle(page)).toHaveText(TEXT.fr.service[0]);
    await expect(page.getByRole('checkbox', { name: TEXT.fr.periodic, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: TEXT.de.periodic, includeHidden: true })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('service appointment: every step on one page, the company address shown with the flag, 303 to the thanks step', async ({
    page,
    request,
  }) => {
    const who = visitor();
    await page.goto(path('service', 'de'));
    await fillServiceAppointment(page, 'de', who, async () => undefined);
    await page.getByRole('button', { name: TEXT.de.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${path('service', 'de')}\\?sent$`));
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expectServiceLead(request, who);
  });

  for (const lang of ['de', 'fr', 'it'] as const) {
    for (const form of ['service', 'appointment', 'testDrive'] as const) {
      test(`${form} (${lang}): an invalid submit answers 422 with the spec texts, keeps the values and stores nothing`, async ({
        page,
        request,
      }) => {
        const who = visitor();
        const t = TEXT[lang];
        await page.goto(path(form, lang));
        await textbox(page, t.email).fill(who.email);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.getByRole('button', { name: t.submit }).click(),
        ]);
        expect(response.status()).toBe(422);
        const summary = page.getByRole('alert', { name: t.summary });
        await expect(summary.getByRole('link', { name: `${t.firstName}: ${t.required}`, exact: true })).toBeVisible();
        await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
        await expect(textbox(page, t.email)).toHaveValue(who.email);
        expect(await leadsOf(request, form, who.email)).toEqual([]);
      });
    }
  }
});

test.describe('links to the forms', () => {
  test("the footer's quick links lead to the service appointment and the dealer's test drive", async ({ page }) => {
    await page.goto(BASE.de);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Servicetermin vereinbaren' }).click();
    await expect(page).toHaveURL(new RegExp(`${path('service', 'de')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicetermin vereinbaren');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Probefahrt vereinbaren' }).click();
    await expect(page).toHaveURL(new RegExp(`${path('testDrive', 'de')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Probefahrt vereinbaren');
  });

  test('a service dealer with its own booking form: the footer links there, the page links out; its test drive page works', async ({
    page,
  }) => {
    const external = 'https://termine.kia-service-bern.ch/service';
    const response = await page.goto('/de/haendler/kia-service-bern/terminvereinbarung');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('link', { name: /Zum Online-Terminformular/ })).toHaveAttribute('href', external);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Servicetermin vereinbaren' })).toHaveAttribute('href', external);
    await axeClean(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Probefahrt vereinbaren' }).click();
    await expect(page).toHaveURL(/\/de\/haendler\/kia-service-bern\/probefahrt$/);
    await expect(page.getByRole('radio', { name: 'Kia Sportage' })).toBeVisible();
  });
});
