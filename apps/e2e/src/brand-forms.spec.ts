import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The brand-specific forms (SPEC §7 brand POSTs under {locale}/{brand}.ch/{platform}) on
 * the brand apps whose config enables them: suzuki (4204), zeekr (4205), emilfrey (4206) and
 * multilease (4207), all on the shared sandbox (4199). Every form sent in a real browser and its
 * lead found in the sandbox as `{brand}/{action}`; an invalid POST answers with the spec's texts in
 * de, fr and it and stores nothing; suzuki contact and the multilease change of name without
 * JavaScript too; axe on every step in de and fr; the daily-express lookup with and without JavaScript.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const APP = {
  suzuki: 'http://127.0.0.1:4204',
  zeekr: 'http://127.0.0.1:4205',
  emilfrey: 'http://127.0.0.1:4206',
  multilease: 'http://127.0.0.1:4207',
} as const;

type Lang = 'de' | 'fr' | 'it';
type Form =
  | 'suzuki/contact'
  | 'zeekr/contact'
  | 'zeekr/model-test-drive'
  | 'emilfrey/contact'
  | 'emilfrey/newsletter'
  | 'multilease/change-address'
  | 'multilease/change-name'
  | 'multilease/leasing-liabilities'
  | 'multilease/my-payments'
  | 'multilease/order-payment-slip';
const FORMS: Form[] = [
  'suzuki/contact',
  'zeekr/contact',
  'zeekr/model-test-drive',
  'emilfrey/contact',
  'emilfrey/newsletter',
  'multilease/change-address',
  'multilease/change-name',
  'multilease/leasing-liabilities',
  'multilease/my-payments',
  'multilease/order-payment-slip',
];

/** The brand forms' site pages: /{locale}/{segment} (docs/routes/<brand>.md). */
const SEGMENT: Record<Form, Record<Lang, string>> = {
  'suzuki/contact': { de: 'kontakt', fr: 'contact', it: 'contatto' },
  'zeekr/contact': { de: 'kontakt', fr: 'contact', it: 'contatto' },
  'zeekr/model-test-drive': { de: 'probefahrt', fr: 'essai-sur-route', it: 'giro-di-prova' },
  'emilfrey/contact': { de: 'kontakt', fr: 'contact', it: 'contatto' },
  'emilfrey/newsletter': { de: 'newsletter', fr: 'newsletter', it: 'newsletter' },
  'multilease/change-address': { de: 'adressaenderung', fr: 'changement-d-adresse', it: 'cambio-di-indirizzo' },
  'multilease/change-name': { de: 'namensaenderung', fr: 'changement-de-nom', it: 'cambio-di-nome' },
  'multilease/leasing-liabilities': { de: 'leasingverpflichtungen', fr: 'engagements-de-leasing', it: 'impegni-di-leasing' },
  'multilease/my-payments': { de: 'meine-zahlungen', fr: 'mes-paiements', it: 'i-miei-pagamenti' },
  'multilease/order-payment-slip': {
    de: 'einzahlungsschein-bestellen',
    fr: 'commander-un-bulletin-de-versement',
    it: 'ordinare-una-polizza-di-versamento',
  },
};
const url = (form: Form, lang: Lang) => `${APP[form.split('/')[0] as keyof typeof APP]}/${lang}/${SEGMENT[form][lang]}`;

const TEXT = {
  de: {
    submit: {
      contact: 'Anfrage senden',
      'zeekr/model-test-drive': 'Probefahrt anfragen',
      'emilfrey/newsletter': 'Newsletter abonnieren',
      'multilease/change-address': 'Adressänderung senden',
      'multilease/change-name': 'Namensänderung senden',
      'multilease/leasing-liabilities': 'Bestätigung anfordern',
      'multilease/my-payments': 'Übersicht anfordern',
      'multilease/order-payment-slip': 'Einzahlungsschein bestellen',
    },
    next: 'Weiter',
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    subject: 'Betreff',
    message: 'Ihre Nachricht',
    dealer: 'Händler',
    model: 'Modell',
    location: 'Ort der Probefahrt',
    wishDate: 'Wunschdatum',
    brands: 'Marken, die Sie interessieren',
    contractNumber: 'Vertragsnummer',
    street: 'Strasse',
    number: 'Nr.',
    zip: 'PLZ',
    city: 'Ort',
    validFrom: 'Gültig ab',
    previousLastName: 'Bisheriger Nachname',
    newFirstName: 'Neuer Vorname',
    newLastName: 'Neuer Nachname',
    marriage: 'Heirat',
    document: 'Nachweis',
    referenceDate: 'Stichtag',
    year: 'Jahr',
    byPost: 'Gedruckt per Post',
    privacy: /Datenschutzerklärung gelesen/,
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültige Eingabe',
    thanks: 'Vielen Dank für Ihre Anfrage',
    postcode: 'Postleitzahl',
    check: 'Prüfen',
  },
  fr: {
    submit: {
      contact: 'Envoyer la demande',
      'zeekr/model-test-drive': 'Demander un essai',
      'emilfrey/newsletter': "S'abonner à la newsletter",
      'multilease/change-address': "Envoyer le changement d'adresse",
      'multilease/change-name': 'Envoyer le changement de nom',
      'multilease/leasing-liabilities': "Demander l'attestation",
      'multilease/my-payments': "Demander l'aperçu",
      'multilease/order-payment-slip': 'Commander le bulletin de versement',
    },
    next: 'Continuer',
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    subject: 'Objet',
    message: 'Votre message',
    dealer: 'Concessionnaire',
    model: 'Modèle',
    location: "Lieu de l'essai",
    wishDate: 'Date souhaitée',
    brands: 'Marques qui vous intéressent',
    contractNumber: 'Numéro de contrat',
    street: 'Rue',
    number: 'N°',
    zip: 'NPA',
    city: 'Localité',
    validFrom: 'Valable dès le',
    previousLastName: 'Nom actuel',
    newFirstName: 'Nouveau prénom',
    newLastName: 'Nouveau nom',
    marriage: 'Mariage',
    document: 'Justificatif',
    referenceDate: 'Date de référence',
    year: 'Année',
    byPost: 'Imprimé, par la poste',
    privacy: /déclaration de protection des données/,
    required: 'Ce champ est obligatoire',
    invalid: 'Entrée invalide',
    thanks: 'Merci pour votre demande',
    postcode: 'Numéro postal',
    check: 'Vérifier',
  },
  it: {
    submit: {
      contact: 'Invia richiesta',
      'zeekr/model-test-drive': 'Richiedere un giro di prova',
      'emilfrey/newsletter': 'Abbonarsi alla newsletter',
      'multilease/change-address': 'Inviare il cambio di indirizzo',
      'multilease/change-name': 'Inviare il cambio di nome',
      'multilease/leasing-liabilities': "Richiedere l'attestazione",
      'multilease/my-payments': 'Richiedere la panoramica',
      'multilease/order-payment-slip': 'Ordinare la polizza di versamento',
    },
    next: 'Avanti',
    male: 'Signor',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    phone: 'Telefono',
    subject: 'Oggetto',
    message: 'Il vostro messaggio',
    dealer: 'Concessionario',
    model: 'Modello',
    location: 'Luogo del giro di prova',
    wishDate: 'Data desiderata',
    brands: 'Marche che vi interessano',
    contractNumber: 'Numero di contratto',
    street: 'Via',
    number: 'N.',
    zip: 'NPA',
    city: 'Località',
    validFrom: 'Valido dal',
    previousLastName: 'Cognome attuale',
    newFirstName: 'Nuovo nome',
    newLastName: 'Nuovo cognome',
    marriage: 'Matrimonio',
    document: 'Documento giustificativo',
    referenceDate: 'Data di riferimento',
    year: 'Anno',
    byPost: 'Stampata, per posta',
    privacy: /informativa sulla protezione dei dati/,
    required: 'Questo campo è obbligatorio',
    invalid: 'Inserimento non valido',
    thanks: 'Grazie per la vostra richiesta',
    postcode: 'Numero postale',
    check: 'Verificare',
  },
} as const;
type Texts = (typeof TEXT)[Lang];

const submitLabel = (t: Texts, form: Form) =>
  form.endsWith('/contact') ? t.submit.contact : t.submit[form as Exclude<Form, `${string}/contact`>];

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

/** A token of this test only (at most 30 characters: it also serves as a leasing contract number). */
const token = () => `e2e-${Date.now().toString(36)}-${test.info().workerIndex}${Math.random().toString(36).slice(2, 7)}`;

interface StoredLead {
  type: string;
  service: string;
  payload: Record<string, unknown>;
}

/** The leads of a brand form (`{brand}/{action}`) that carry this text anywhere in their payload. */
async function leadsWith(request: APIRequestContext, form: Form, text: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=${encodeURIComponent(form)}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => JSON.stringify(lead.payload).includes(text));
}

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

async function open(page: Page, address: string, javaScript = true) {
  await page.goto(address);
  if (javaScript) await page.waitForFunction(hydrated);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stepTitle = (page: Page) => page.locator('form > fieldset:not([hidden]) > legend');

type StepHook = (page: Page) => Promise<void>;
const nothing: StepHook = async () => undefined;

async function contactData(page: Page, t: Texts, id: string) {
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await textbox(page, t.firstName).fill('Erika');
  await textbox(page, t.lastName).fill(id);
  await textbox(page, t.email).fill(`${id}@example.ch`);
  await textbox(page, t.phone).fill('79 123 45 67');
}

const address = async (page: Page, t: Texts) => {
  await textbox(page, t.street).fill('Bahnhofstrasse');
  await textbox(page, t.number).fill('12');
  await textbox(page, t.zip).fill('8001');
  await textbox(page, t.city).fill('Zürich');
};

const contract = async (page: Page, t: Texts, id: string) => {
  await textbox(page, t.contractNumber).fill(id);
  await textbox(page, t.email).fill(`${id}@example.ch`);
};

const PROOF = { name: 'heiratsurkunde.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% proof of the new name\n') };

/**
 * Fills every step of a form with valid data (`id` goes where the lead can be found by it); with
 * JavaScript it goes step by step and runs `onStep` on each step shown, without every step is on the page.
 */
async function fillForm(page: Page, lang: Lang, form: Form, id: string, { javaScript = true, onStep = nothing } = {}) {
  const t = TEXT[lang];
  const next = async () => {
    if (!javaScript) return;
    const before = await stepTitle(page).textContent();
    await page.getByRole('button', { name: t.next }).click();
    await expect(stepTitle(page)).not.toHaveText(before ?? '');
    await onStep(page);
  };
  await onStep(page);
  switch (form) {
    case 'suzuki/contact':
    case 'zeekr/contact':
    case 'emilfrey/contact':
      await textbox(page, t.subject).fill('Frage zum Service');
      await textbox(page, t.message).fill('Bitte rufen Sie mich am Mittag an.');
      await next();
      await contactData(page, t, id);
      break;
    case 'zeekr/model-test-drive':
      await page.getByRole('combobox', { name: t.model }).selectOption({
        label: 'Zeekr X – ' + { de: 'Elektrisch. Präzise.', fr: 'Électrique. Précise.', it: 'Elettrica. Precisa.' }[lang],
      });
      await page.getByRole('combobox', { name: t.location }).fill('8001 Zürich');
      await page.getByLabel(t.wishDate).fill('2030-05-04');
      await next();
      await contactData(page, t, id);
      break;
    case 'emilfrey/newsletter':
      await textbox(page, t.email).fill(`${id}@example.ch`);
      await textbox(page, t.firstName).fill('Erika');
      await page.getByRole('group', { name: t.brands }).getByRole('checkbox', { name: 'Zeekr' }).check();
      await page.getByRole('group', { name: t.brands }).getByRole('checkbox', { name: 'Suzuki' }).check();
      break;
    case 'multilease/change-address':
      await contract(page, t, id);
      await next();
      await address(page, t);
      await page.getByLabel(t.validFrom).fill('2030-01-01');
      break;
    case 'multilease/change-name':
      await contract(page, t, id);
      await next();
      await textbox(page, t.previousLastName).fill('Muster');
      await textbox(page, t.newFirstName).fill('Erika');
      await textbox(page, t.newLastName).fill('Beispiel');
      await page.getByRole('radio', { name: t.marriage }).check();
      await page.getByLabel(t.document).setInputFiles(PROOF);
      break;
    case 'multilease/leasing-liabilities':
      await contract(page, t, id);
      await page.getByLabel(t.referenceDate).fill('2029-12-31');
      break;
    case 'multilease/my-payments':
      await contract(page, t, id);
      await page.getByRole('combobox', { name: t.year }).selectOption(String(new Date().getFullYear() - 1));
      break;
    case 'multilease/order-payment-slip':
      await contract(page, t, id);
      await next();
      await page.getByRole('radio', { name: t.byPost }).check();
      await address(page, t);
      break;
  }
  // the three multilease contracts without a privacy notice (leasing liabilities, my payments, payment slip) have no checkbox
  const privacy = page.getByRole('checkbox', { name: t.privacy });
  if (await privacy.count()) await privacy.check();
}

/** What each form's lead carries besides the token (the form's own fields, as the brand action's contract has them). */
const EXPECTED: Record<Form, Record<string, unknown>> = {
  'suzuki/contact': { subject: 'Frage zum Service', privacyAccepted: true, contact: { gender: 'male', phonePrefix: '+41' } },
  'zeekr/contact': { subject: 'Frage zum Service', message: 'Bitte rufen Sie mich am Mittag an.', contact: { firstName: 'Erika' } },
  'zeekr/model-test-drive': { modelId: 801, location: '8001 Zürich', wishDate: '2030-05-04', contact: { firstName: 'Erika' } },
  'emilfrey/contact': { subject: 'Frage zum Service', privacyAccepted: true },
  'emilfrey/newsletter': { firstName: 'Erika', brands: ['suzuki', 'zeekr'], privacyAccepted: true },
  'multilease/change-address': {
    newAddress: { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' },
    validFrom: '2030-01-01',
  },
  'multilease/change-name': { previousLastName: 'Muster', newFirstName: 'Erika', newLastName: 'Beispiel', reason: 'marriage' },
  'multilease/leasing-liabilities': { referenceDate: '2029-12-31' },
  'multilease/my-payments': { year: new Date().getFullYear() - 1 },
  'multilease/order-payment-slip': { delivery: 'mail', address: { street: 'Bahnhofstrasse', city: 'Zürich' } },
};

async function send(page: Page, lang: Lang, form: Form) {
  await page.getByRole('button', { name: submitLabel(TEXT[lang], form) }).click();
  await expect(page.getByRole('heading', { name: TEXT[lang].thanks })).toBeVisible();
  await expect(page).toHaveURL(`${url(form, lang)}?sent`);
}

/** The generic form events the page pushed to window.dataLayer: `event checkout step`. */
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => `${String(entry['event'])} ${String(entry['checkout'])} ${String(entry['checkoutStep'])}`),
  );

test.describe('with JavaScript', () => {
  for (const lang of ['de', 'fr'] as const) {
    for (const form of FORMS) {
      test(`${form} (${lang}): step by step, axe clean on each, the lead stored as ${form}`, async ({ page, request }) => {
        // every step with an axe scan (seconds each while the whole suite runs on 2 cores)
        test.setTimeout(60_000);
        const id = token();
        await open(page, url(form, lang));
        await fillForm(page, lang, form, id, { onStep: axeClean });
        await send(page, lang, form);
        await axeClean(page);
        const [lead, ...more] = await leadsWith(request, form, id);
        expect(more).toEqual([]);
        expect(lead).toMatchObject({ type: form, service: 'brand', payload: EXPECTED[form] });
        if (form === 'multilease/change-name') expect(lead.payload['documentFileId']).toEqual(expect.any(String));
      });
    }
  }

  test("suzuki contact: a brand's own contact at the corporate contact's address, the site footer links it; generic form events", async ({
    page,
  }) => {
    await open(page, `${APP.suzuki}/de/haendlersuche`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL(url('suzuki/contact', 'de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt zu Suzuki Schweiz');
    await page.waitForFunction(hydrated);
    await fillForm(page, 'de', 'suzuki/contact', token());
    await send(page, 'de', 'suzuki/contact');
    expect(await formEvents(page)).toEqual([
      'begin_checkout suzuki_contact 1',
      'checkout_progress suzuki_contact 2',
      'checkout_confirmation suzuki_contact 3',
    ]);
  });

  for (const [brand, expected] of [
    ['zeekr', ['Probefahrt']],
    ['emilfrey', ['Newsletter', 'Daily Express']],
    ['multilease', ['Adressänderung', 'Namensänderung', 'Leasingverpflichtungen', 'Meine Zahlungen', 'Einzahlungsschein']],
  ] as const) {
    test(`${brand}: the site footer links its brand forms, each a working page`, async ({ page }) => {
      await open(page, `${APP[brand]}/de/haendlersuche`);
      const list = page.getByRole('contentinfo').getByRole('list', { name: 'Anfragen und Dienste' });
      await expect(list.getByRole('link')).toHaveText([...expected]);
      for (const href of await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        const response = await page.request.get(`${APP[brand]}${href}`);
        expect(response.status(), String(href)).toBe(200);
      }
    });
  }

  test('multilease keeps the corporate contact (no contact form of its own)', async ({ page }) => {
    await open(page, `${APP.multilease}/de/kontakt`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt zu Multilease Schweiz');
    await expect(page.getByRole('combobox', { name: 'Händler' })).toBeVisible();
  });

  test('zeekr test drive: a link naming the model preselects it; the test drive tracked 1, then 2 (SPEC §9)', async ({ page, request }) => {
    const id = token();
    await open(page, `${url('zeekr/model-test-drive', 'de')}?model=001`);
    await expect(page.getByRole('combobox', { name: 'Modell' })).toHaveValue('803');
    await page.getByRole('combobox', { name: 'Ort der Probefahrt' }).fill('Garage Zimmermann AG, Biel/Bienne');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await contactData(page, TEXT.de, id);
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: 'Probefahrt anfragen' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    expect((await leadsWith(request, 'zeekr/model-test-drive', id))[0].payload).toMatchObject({ modelId: 803 });
    expect(await formEvents(page)).toEqual(['begin_checkout model_test_drive 1', 'checkout_confirmation model_test_drive 2']);
  });

  test('change of name without a proof: the field error with the spec text, nothing stored', async ({ page, request }) => {
    const id = token();
    await open(page, url('multilease/change-name', 'de'));
    await contract(page, TEXT.de, id);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await textbox(page, TEXT.de.previousLastName).fill('Muster');
    await textbox(page, TEXT.de.newFirstName).fill('Erika');
    await textbox(page, TEXT.de.newLastName).fill('Beispiel');
    await page.getByRole('radio', { name: TEXT.de.marriage }).check();
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: 'Namensänderung senden' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: `${TEXT.de.document}: ${TEXT.de.required}` })).toBeVisible();
    await axeClean(page);
    expect(await leadsWith(request, 'multilease/change-name', id)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of ['suzuki/contact', 'multilease/change-name', 'zeekr/model-test-drive'] as const) {
    test(`${form}: every step on one page, a plain POST, 303 to the thanks step, the lead stored`, async ({ page, request }) => {
      const id = token();
      await open(page, url(form, 'de'), false);
      await fillForm(page, 'de', form, id, { javaScript: false });
      await send(page, 'de', form);
      const [lead] = await leadsWith(request, form, id);
      expect(lead).toMatchObject({ type: form, payload: EXPECTED[form] });
    });
  }

  for (const lang of ['de', 'fr', 'it'] as const) {
    for (const form of FORMS) {
      test(`${form} (${lang}): an invalid POST answers 422 with the spec texts, keeps the values, stores nothing`, async ({
        page,
        request,
      }) => {
        const t = TEXT[lang];
        const id = token();
        await open(page, url(form, lang), false);
        // a text that finds the lead if one were stored, a wrong e-mail address, nothing else
        const multilease = form.startsWith('multilease/');
        const carrier = multilease ? t.contractNumber : t.firstName;
        await textbox(page, carrier).fill(id);
        await textbox(page, t.email).fill('nicht-eine-adresse');
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.getByRole('button', { name: submitLabel(t, form) }).click(),
        ]);
        expect(response.status()).toBe(422);
        const summary = page.getByRole('alert');
        await expect(summary.getByRole('link', { name: `${t.email}: ${t.invalid}` })).toBeVisible();
        // leasing liabilities, my payments and the payment slip (by e-mail unless changed) ask nothing else that is required
        if (!['multilease/leasing-liabilities', 'multilease/my-payments', 'multilease/order-payment-slip'].includes(form))
          await expect(summary.getByRole('link', { name: new RegExp(`: ${t.required}$`) }).first()).toBeVisible();
        await expect(textbox(page, carrier)).toHaveValue(id);
        expect(await leadsWith(request, form, id)).toEqual([]);
      });
    }
  }
});

test.describe('emilfrey daily express', () => {
  const lookup = (lang: Lang) => `${APP.emilfrey}/${lang}/daily-express`;

  for (const javaScript of [true, false]) {
    test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: javaScript });

      test('a postcode served: the next delivery day and the nearest location; a wrong one: the spec text', async ({ page }) => {
        await open(page, lookup('de'), javaScript);
        await page.getByRole('textbox', { name: TEXT.de.postcode }).fill('8048');
        await page.getByRole('button', { name: TEXT.de.check }).click();
        await expect(page).toHaveURL(`${lookup('de')}?zip=8048`);
        await expect(page.getByRole('heading', { name: 'Daily Express für 8048' })).toBeVisible();
        await expect(page.getByText(/^Daily Express liefert nach 8048\. Nächste Lieferung: \w+, \d+\. \w+ \d{4}\.$/)).toBeVisible();
        await expect(page.getByText(/^Nächster Standort: Emil Frey .+ km\)$/)).toBeVisible();
        await page.getByRole('textbox', { name: TEXT.de.postcode }).fill('80');
        await page.getByRole('button', { name: TEXT.de.check }).click();
        await expect(page.getByRole('alert').getByRole('link', { name: `${TEXT.de.postcode}: ${TEXT.de.invalid}` })).toBeVisible();
        await expect(page.getByRole('heading', { name: /Daily Express für/ })).toHaveCount(0);
      });
    });
  }

  for (const lang of ['de', 'fr', 'it'] as const) {
    test(`${lang}: an empty postcode is required, a far one not served; axe clean`, async ({ page }) => {
      const t = TEXT[lang];
      await open(page, `${lookup(lang)}?zip=`);
      await expect(page.getByRole('alert').getByRole('link', { name: `${t.postcode}: ${t.required}` })).toBeVisible();
      await expect(page).toHaveTitle(/^(Fehler|Erreur|Errore)/);
      if (lang !== 'it') await axeClean(page);
      await page.getByRole('textbox', { name: t.postcode }).fill('3999');
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('3999');
      if (lang !== 'it') await axeClean(page);
    });
  }
});
