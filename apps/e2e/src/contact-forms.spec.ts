import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Contact, corporate contact, newsletter, brochure request and soft lead: every form sent
 * in a real browser and found in the sandbox (4199) with its form service call; an invalid POST
 * answers with the spec's texts in de, fr and it and stores nothing; contact, newsletter and the
 * brochure request without JavaScript too; axe on every step in de and fr.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures
const OERLIKON_ID = 101;

type Lang = 'de' | 'fr' | 'it';
type Form = 'contact' | 'corporate' | 'newsletter' | 'brochures' | 'softLead';

const BASE: Record<Lang, string> = {
  de: '/de/haendler/auto-zentrum-zuerich',
  fr: '/fr/concessionnaire/auto-zentrum-zuerich',
  it: '/it/concessionario/auto-zentrum-zuerich',
};
const PATHS: Record<Lang, Record<Form, string>> = {
  de: {
    contact: `${BASE.de}/kontakt`,
    corporate: '/de/kontakt',
    newsletter: `${BASE.de}/newsletter`,
    brochures: `${BASE.de}/prospekte`,
    softLead: `${BASE.de}/informiert-bleiben`,
  },
  fr: {
    contact: `${BASE.fr}/contact`,
    corporate: '/fr/contact',
    newsletter: `${BASE.fr}/newsletter`,
    brochures: `${BASE.fr}/brochures`,
    softLead: `${BASE.fr}/rester-informe`,
  },
  it: {
    contact: `${BASE.it}/contatto`,
    corporate: '/it/contatto',
    newsletter: `${BASE.it}/newsletter`,
    brochures: `${BASE.it}/prospetti`,
    softLead: `${BASE.it}/restare-informati`,
  },
};
/** the form service call each form sends (SPEC §7), as the sandbox stores its type */
const FORM_TYPE: Record<Form, string> = {
  contact: 'contact-corporate',
  corporate: 'contact-corporate',
  newsletter: 'soft-lead/submit',
  brochures: 'brochures',
  softLead: 'soft-lead/submit',
};

const TEXT = {
  de: {
    titles: {
      contact: 'Kontakt',
      corporate: 'Kontakt zu Kia Schweiz',
      newsletter: 'Newsletter abonnieren',
      brochures: 'Prospekte bestellen',
      softLead: 'Informiert bleiben',
    },
    submit: {
      contact: 'Anfrage senden',
      corporate: 'Anfrage senden',
      newsletter: 'Newsletter abonnieren',
      brochures: 'Prospekte bestellen',
      softLead: 'Angaben senden',
    },
    next: 'Weiter',
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    street: 'Strasse',
    number: 'Nr.',
    zip: 'PLZ',
    city: 'Ort',
    location: 'Standort',
    subject: 'Betreff',
    message: 'Ihre Nachricht',
    dealer: 'Händler',
    models: 'Prospekte der Modelle',
    byPost: 'Gedruckt per Post',
    modelOfInterest: 'Wunschmodell',
    newsletterOptIn: 'Ich möchte auch den Newsletter erhalten.',
    privacy: /Datenschutzerklärung gelesen/,
    steps: { request: 'Ihr Anliegen', contact: 'Kontaktdaten', models: 'Modelle', delivery: 'Versand' },
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültige Eingabe',
    thanks: 'Vielen Dank für Ihre Anfrage',
  },
  fr: {
    titles: {
      contact: 'Contact',
      corporate: 'Contacter Kia Suisse',
      newsletter: "S'abonner à la newsletter",
      brochures: 'Commander des brochures',
      softLead: 'Rester informé',
    },
    submit: {
      contact: 'Envoyer la demande',
      corporate: 'Envoyer la demande',
      newsletter: "S'abonner à la newsletter",
      brochures: 'Commander les brochures',
      softLead: 'Envoyer',
    },
    next: 'Continuer',
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    street: 'Rue',
    number: 'N°',
    zip: 'NPA',
    city: 'Localité',
    location: 'Site',
    subject: 'Objet',
    message: 'Votre message',
    dealer: 'Concessionnaire',
    models: 'Brochures des modèles',
    byPost: 'Imprimées par la poste',
    modelOfInterest: 'Modèle souhaité',
    newsletterOptIn: 'Je souhaite aussi recevoir la newsletter.',
    privacy: /déclaration de protection des données/,
    steps: { request: 'Votre demande', contact: 'Coordonnées', models: 'Modèles', delivery: 'Envoi' },
    required: 'Ce champ est obligatoire',
    invalid: 'Entrée invalide',
    thanks: 'Merci pour votre demande',
  },
  it: {
    titles: {
      contact: 'Contatto',
      corporate: 'Contattare Kia Svizzera',
      newsletter: 'Abbonarsi alla newsletter',
      brochures: 'Ordinare prospetti',
      softLead: 'Restare informati',
    },
    submit: {
      contact: 'Invia richiesta',
      corporate: 'Invia richiesta',
      newsletter: 'Abbonarsi alla newsletter',
      brochures: 'Ordinare i prospetti',
      softLead: 'Inviare i dati',
    },
    next: 'Avanti',
    male: 'Signor',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    phone: 'Telefono',
    street: 'Via',
    number: 'N.',
    zip: 'NPA',
    city: 'Località',
    location: 'Sede',
    subject: 'Oggetto',
    message: 'Il vostro messaggio',
    dealer: 'Concessionario',
    models: 'Prospetti dei modelli',
    byPost: 'Stampati per posta',
    modelOfInterest: 'Modello desiderato',
    newsletterOptIn: 'Desidero ricevere anche la newsletter.',
    privacy: /informativa sulla protezione dei dati/,
    steps: { request: 'La vostra richiesta', contact: 'Dati di contatto', models: 'Modelli', delivery: 'Invio' },
    required: 'Questo campo è obbligatorio',
    invalid: 'Inserimento non valido',
    thanks: 'Grazie per la vostra richiesta',
  },
} as const;

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

/** A visitor of this test only: leads are found by this e-mail address, whatever parallel tests store. */
function visitor() {
  const id = `${test.info().testId}-${test.info().retry}-${Date.now().toString(36)}`;
  return { firstName: 'Erika', lastName: `Kontakt ${id}`, email: `e2e-contact-${id}@example.ch` };
}
type Visitor = ReturnType<typeof visitor>;

interface StoredLead {
  type: string;
  dealerId: number | null;
  payload: Record<string, unknown> & { email?: string; contact?: { email?: string } };
}

/** The leads of a form's call that carry this text anywhere in their payload. */
async function leadsWith(request: APIRequestContext, form: Form, text: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=${encodeURIComponent(FORM_TYPE[form])}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => JSON.stringify(lead.payload).includes(text));
}

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

async function open(page: Page, path: string, javaScript = true) {
  await page.goto(path);
  if (javaScript) await page.waitForFunction(hydrated);
}

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
/** the title of the step shown (with JavaScript one at a time) */
const stepTitle = (page: Page) => page.locator('form > fieldset:not([hidden]) > legend');

async function next(page: Page, lang: Lang, title: string) {
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expect(stepTitle(page)).toHaveText(title);
}

async function fillContactData(page: Page, lang: Lang, who: Visitor) {
  const t = TEXT[lang];
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await textbox(page, t.firstName).fill(who.firstName);
  await textbox(page, t.lastName).fill(who.lastName);
  await textbox(page, t.email).fill(who.email);
  await textbox(page, t.phone).fill('79 123 45 67');
}

type StepHook = (page: Page) => Promise<void>;
const nothing: StepHook = async () => undefined;

/**
 * Fills every step of a form with valid data; with JavaScript it goes step by step and runs `onStep`
 * on each step shown, without JavaScript every step is on the page at once.
 */
async function fillForm(page: Page, lang: Lang, form: Form, who: Visitor, { javaScript = true, onStep = nothing } = {}) {
  const t = TEXT[lang];
  const step = async (title: string) => {
    if (javaScript) await next(page, lang, title);
  };
  await onStep(page);
  switch (form) {
    case 'contact':
    case 'corporate':
      if (form === 'contact')
        await page.getByRole('combobox', { name: t.location }).selectOption({ label: 'Auto Zentrum Zürich – Oerlikon' });
      await textbox(page, t.subject).fill('Frage zur Garantie');
      await textbox(page, t.message).fill('Bitte rufen Sie mich am Mittag an.');
      await step(t.steps.contact);
      await onStep(page);
      await fillContactData(page, lang, who);
      break;
    case 'brochures':
      await page.getByRole('checkbox', { name: 'Kia Ceed' }).check();
      await page.getByRole('checkbox', { name: 'Kia EV6' }).check();
      await step(t.steps.contact);
      await onStep(page);
      await fillContactData(page, lang, who);
      await step(t.steps.delivery);
      await onStep(page);
      await page.getByRole('radio', { name: t.byPost }).check();
      await textbox(page, t.street).fill('Bahnhofstrasse');
      await textbox(page, t.number).fill('12');
      await textbox(page, t.zip).fill('8001');
      await textbox(page, t.city).fill('Zürich');
      break;
    case 'newsletter':
    case 'softLead':
      await textbox(page, t.email).fill(who.email);
      await textbox(page, t.firstName).fill(who.firstName);
      await textbox(page, t.lastName).fill(who.lastName);
      if (form === 'softLead') await page.getByRole('checkbox', { name: t.newsletterOptIn }).check();
      break;
  }
  await page.getByRole('checkbox', { name: t.privacy }).check();
}

async function send(page: Page, lang: Lang, form: Form) {
  await page.getByRole('button', { name: TEXT[lang].submit[form] }).click();
  await expect(page.getByRole('heading', { name: TEXT[lang].thanks })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATHS[lang][form]}\\?sent$`));
}

/** The generic form events the page pushed to window.dataLayer: `event checkout step`. */
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => `${String(entry['event'])} ${String(entry['checkout'])} ${String(entry['checkoutStep'])}`),
  );

test.describe('with JavaScript', () => {
  test('dealer contact: request then contact data, the lead goes to the chosen location as contact-corporate', async ({
    page,
    request,
  }) => {
    const who = visitor();
    await open(page, PATHS.de.contact);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.de.titles.contact);
    await expect(stepTitle(page)).toHaveText(TEXT.de.steps.request);
    await fillForm(page, 'de', 'contact', who, { onStep: axeClean });
    await page.getByRole('checkbox', { name: 'E-Mail', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Mittag', exact: true }).check();
    await axeClean(page);
    await send(page, 'de', 'contact');
    await axeClean(page);

    const [lead, ...more] = await leadsWith(request, 'contact', who.email);
    expect(more).toEqual([]);
    expect(lead.dealerId).toBe(OERLIKON_ID);
    expect(lead.payload).toMatchObject({
      subject: 'Frage zur Garantie',
      message: 'Bitte rufen Sie mich am Mittag an.',
      preferredContactChannels: ['email'],
      contactTime: ['noon'],
      privacyAccepted: true,
      contact: { gender: 'male', firstName: who.firstName, lastName: who.lastName, phonePrefix: '+41', phone: '79 123 45 67' },
    });
    expect(await formEvents(page)).toEqual(['begin_checkout contact 1', 'checkout_progress contact 2', 'checkout_confirmation contact 3']);
  });

  test('dealer contact in French: the error summary with the spec text, every step axe clean', async ({ page, request }) => {
    const who = visitor();
    await open(page, PATHS.fr.contact);
    await axeClean(page);
    await page.getByRole('button', { name: TEXT.fr.next }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: `${TEXT.fr.subject}: ${TEXT.fr.required}` })).toBeVisible();
    await expect(stepTitle(page)).toHaveText(TEXT.fr.steps.request);
    await axeClean(page);
    await fillForm(page, 'fr', 'contact', who, { onStep: axeClean });
    await send(page, 'fr', 'contact');
    expect((await leadsWith(request, 'contact', who.email)).map((lead) => lead.payload['subject'])).toEqual(['Frage zur Garantie']);
  });

  for (const lang of ['de', 'fr'] as const) {
    test(`corporate contact (${lang}): a site page, no dealer chosen, the lead without one`, async ({ page, request }) => {
      const who = visitor();
      await open(page, PATHS[lang].corporate);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].titles.corporate);
      await expect(page.getByRole('combobox', { name: TEXT[lang].dealer })).toHaveValue('');
      await fillForm(page, lang, 'corporate', who, { onStep: axeClean });
      await send(page, lang, 'corporate');
      const [lead] = await leadsWith(request, 'corporate', who.email);
      expect(lead.dealerId).toBeNull();
      expect(lead.payload).not.toHaveProperty('dealerId');
      expect(lead.payload).toMatchObject({ subject: 'Frage zur Garantie', contact: { lastName: who.lastName } });
    });
  }

  test('corporate contact: a dealer the visitor names goes with the lead', async ({ page, request }) => {
    const who = visitor();
    await open(page, PATHS.de.corporate);
    await page.getByRole('combobox', { name: TEXT.de.dealer }).selectOption({ label: 'Auto Zentrum Zürich AG, Zürich' });
    await fillForm(page, 'de', 'corporate', who);
    await send(page, 'de', 'corporate');
    expect((await leadsWith(request, 'corporate', who.email))[0].dealerId).toBe(DEALER_ID);
  });

  for (const lang of ['de', 'fr'] as const) {
    test(`newsletter (${lang}): soft-lead/submit with the newsletter flag, one step then the confirmation`, async ({ page, request }) => {
      const who = visitor();
      await open(page, PATHS[lang].newsletter);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].titles.newsletter);
      await fillForm(page, lang, 'newsletter', who, { onStep: axeClean });
      await axeClean(page);
      await send(page, lang, 'newsletter');
      await axeClean(page);
      const [lead] = await leadsWith(request, 'newsletter', who.email);
      expect(lead.payload).toEqual({
        email: who.email,
        firstName: who.firstName,
        lastName: who.lastName,
        dealerId: DEALER_ID,
        source: 'newsletter',
        newsletter: true,
        privacyAccepted: true,
      });
      expect(await formEvents(page)).toEqual(['begin_checkout newsletter 1', 'checkout_confirmation newsletter 2']);
    });
  }

  for (const lang of ['de', 'fr'] as const) {
    test(`brochures (${lang}): models, contact data, by post; the address asked for and sent`, async ({ page, request }) => {
      // an axe scan on every step and on the error summary (like the other axe journeys: decision 0040's margins)
      test.setTimeout(60_000);
      const who = visitor();
      const t = TEXT[lang];
      await open(page, PATHS[lang].brochures);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles.brochures);
      await expect(page.getByRole('group', { name: new RegExp(t.models) }).getByRole('checkbox')).toHaveCount(10);
      await fillForm(page, lang, 'brochures', who, { onStep: axeClean });
      // by post without an address: the address fields are required, nothing is sent
      for (const name of [t.street, t.number, t.zip, t.city]) await textbox(page, name).fill('');
      await page.getByRole('button', { name: t.submit.brochures }).click();
      await expect(page.getByRole('alert').getByRole('link', { name: `${t.street}: ${t.required}` })).toBeVisible();
      await axeClean(page);
      expect(await leadsWith(request, 'brochures', who.email)).toEqual([]);
      await textbox(page, t.street).fill('Bahnhofstrasse');
      await textbox(page, t.number).fill('12');
      await textbox(page, t.zip).fill('8001');
      await textbox(page, t.city).fill('Zürich');
      await send(page, lang, 'brochures');
      const [lead] = await leadsWith(request, 'brochures', who.email);
      expect(lead.dealerId).toBe(DEALER_ID);
      expect(lead.payload).toMatchObject({
        modelIds: [103, 109],
        delivery: 'mail',
        address: { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' },
      });
      expect(await formEvents(page)).toEqual([
        'begin_checkout brochure 1',
        'checkout_progress brochure 2',
        'checkout_progress brochure 3',
        'checkout_confirmation brochure 4',
      ]);
    });
  }

  for (const lang of ['de', 'fr'] as const) {
    test(`soft lead (${lang}): the model named by the link preselected, the newsletter if ticked`, async ({ page, request }) => {
      const who = visitor();
      await open(page, `${PATHS[lang].softLead}?model=ceed`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].titles.softLead);
      await expect(page.getByRole('combobox', { name: TEXT[lang].modelOfInterest })).toHaveValue('103');
      await fillForm(page, lang, 'softLead', who, { onStep: axeClean });
      await axeClean(page);
      await send(page, lang, 'softLead');
      const [lead] = await leadsWith(request, 'softLead', who.email);
      expect(lead.payload).toMatchObject({ email: who.email, modelId: 103, newsletter: true, source: 'soft-lead', dealerId: DEALER_ID });
    });
  }
});

/** A saved configuration of the Kia Sportage (its first variant, second colour), as the configurator stores it. */
async function saveConfiguration(request: APIRequestContext): Promise<{ configurationCode: string; entityId: number }> {
  const model = (await (await request.get(`${SANDBOX}/model/configurator/models/sportage?locale=de`)).json()) as {
    entities: { entityId: number; colors: { colorCode: string }[] }[];
  };
  const [entity] = model.entities;
  const response = await request.post(`${SANDBOX}/model/configurator/save-configuration?locale=de`, {
    data: { entityId: entity.entityId, items: [entity.colors[1].colorCode] },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { configurationCode: string; entityId: number };
}

// the configurator's "brochure" button leads here with the saved code
for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'from the configurator, with JavaScript' : 'from the configurator, without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });
    test(`brochures from the configurator (${javaScript ? 'with' : 'without'} JavaScript): its model chosen, the configuration shown, the lead with its code`, async ({
      page,
      request,
    }) => {
      const who = visitor();
      const t = TEXT.de;
      const { configurationCode } = await saveConfiguration(request);
      const path = `${PATHS.de.brochures}?configurationCode=${configurationCode}`;
      await open(page, path, javaScript);
      await expect(page.getByRole('checkbox', { name: 'Kia Sportage' })).toBeChecked();
      await expect(page.getByRole('group', { name: new RegExp(t.models) }).getByRole('checkbox', { checked: true })).toHaveCount(1);
      const configuration = page.getByRole('region', { name: 'Ihre Konfiguration' });
      await expect(configuration).toContainText(`Konfigurationscode: ${configurationCode}`);
      // axe runs in the page: with JavaScript only
      if (javaScript) await axeClean(page);
      if (javaScript) await next(page, 'de', t.steps.contact);
      await fillContactData(page, 'de', who);
      if (javaScript) await next(page, 'de', t.steps.delivery);
      await page.getByRole('checkbox', { name: t.privacy }).check();
      await page.getByRole('button', { name: t.submit.brochures }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await expect(page).toHaveURL(`${path}&sent`);
      const leads = await leadsWith(request, 'brochures', who.email);
      expect(leads).toHaveLength(1);
      expect(leads[0].payload).toMatchObject({ dealerId: DEALER_ID, modelIds: [106], delivery: 'email', configurationCode });
    });
  });
}

test('brochures with an unknown configuration code: a notice, the form as without one', async ({ page }) => {
  await open(page, `${PATHS.de.brochures}?configurationCode=UNBEKANNT`);
  await expect(page.getByText('Die gespeicherte Konfiguration wurde nicht gefunden.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(TEXT.de.models) }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ihre Konfiguration' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of ['contact', 'newsletter', 'brochures'] as const) {
    test(`${form}: every step on one page, a plain POST, 303 to the thanks step, the lead stored`, async ({ page, request }) => {
      const who = visitor();
      await open(page, PATHS.de[form], false);
      await fillForm(page, 'de', form, who, { javaScript: false });
      await send(page, 'de', form);
      expect(await leadsWith(request, form, who.email)).toHaveLength(1);
    });
  }

  for (const lang of ['de', 'fr', 'it'] as const) {
    for (const form of ['contact', 'corporate', 'newsletter', 'brochures', 'softLead'] as const) {
      test(`${form} (${lang}): an invalid POST answers 422 with the spec texts, keeps the values, stores nothing`, async ({
        page,
        request,
      }) => {
        const t = TEXT[lang];
        const token = `Ungueltig${test.info().testId}${Date.now().toString(36)}`;
        await open(page, PATHS[lang][form], false);
        // a name that finds the lead if one were stored, a wrong e-mail address, nothing else
        await textbox(page, t.firstName).fill(token);
        await textbox(page, t.email).fill('nicht-eine-adresse');
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.getByRole('button', { name: t.submit[form] }).click(),
        ]);
        expect(response.status()).toBe(422);
        const summary = page.getByRole('alert');
        await expect(summary.getByRole('link', { name: `${t.email}: ${t.invalid}` })).toBeVisible();
        await expect(summary.getByRole('link', { name: new RegExp(`: ${t.required}$`) }).first()).toBeVisible();
        await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
        await expect(textbox(page, t.firstName)).toHaveValue(token);
        expect(await leadsWith(request, form, token)).toEqual([]);
      });
    }
  }
});
