import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consentStorageState } from './support/consent';
import { FAULTS_SANDBOX, FAULTS_SITE, lockFaults, setFaults, unlockFaults } from './support/faults-sandbox';

/**
 * The vehicle checkouts (buy, leasing, test drive) as lead forms: step by step with JavaScript, all
 * steps on one page without it; the lead in the sandbox (4199), the thanks step, the data layer,
 * the spec's error texts, one lead per double click, the generic message when the form service fails.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const SLUG = 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006';
const VEHICLE_ID = 100006;
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures

type Lang = 'de' | 'fr';
type Kind = 'buy' | 'leasing' | 'testDrive';

const PATHS: Record<Lang, Record<Kind, string>> = {
  de: {
    buy: `/de/haendler/auto-zentrum-zuerich/online-kaufen/${SLUG}`,
    leasing: `/de/haendler/auto-zentrum-zuerich/online-leasen/${SLUG}`,
    testDrive: `/de/haendler/auto-zentrum-zuerich/probefahrt/${SLUG}`,
  },
  fr: {
    buy: `/fr/concessionnaire/auto-zentrum-zuerich/acheter-en-ligne/${SLUG}`,
    leasing: `/fr/concessionnaire/auto-zentrum-zuerich/leasing-en-ligne/${SLUG}`,
    testDrive: `/fr/concessionnaire/auto-zentrum-zuerich/essai-sur-route/${SLUG}`,
  },
};
const FORM_PATH: Record<Kind, string> = { buy: 'buying-request', leasing: 'leasing', testDrive: 'test-drive' };

const TEXT = {
  de: {
    male: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    street: 'Strasse',
    number: 'Nr.',
    zip: 'PLZ',
    city: 'Ort',
    runtime: 'Laufzeit',
    kmPerYear: 'Kilometer pro Jahr',
    downPayment: 'Anzahlung (CHF)',
    delivery: 'Lieferung nach Hause',
    wishDate: 'Wunschdatum',
    privacy: /Datenschutzerklärung gelesen/,
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Anfrage senden',
    summary: 'Bitte prüfen Sie Ihre Angaben',
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Ungültige Eingabe',
    thanks: 'Vielen Dank für Ihre Anfrage',
    steps: { buy: ['Kontaktdaten', 'Abholung oder Lieferung', 'Zusatzleistungen'], testDrive: ['Kontaktdaten', 'Wunschdatum'] },
    calculator: 'Leasingrechner',
    rate: 'Monatliche Rate',
    packages: 'Zusatzpakete',
  },
  fr: {
    male: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    street: 'Rue',
    number: 'N°',
    zip: 'NPA',
    city: 'Localité',
    runtime: 'Durée',
    kmPerYear: 'Kilomètres par an',
    downPayment: 'Acompte (CHF)',
    delivery: 'Livraison à domicile',
    wishDate: 'Date souhaitée',
    privacy: /déclaration de protection des données/,
    next: 'Continuer',
    back: 'Retour',
    submit: 'Envoyer la demande',
    summary: 'Veuillez vérifier vos données',
    required: 'Ce champ est obligatoire',
    invalid: 'Entrée invalide',
    thanks: 'Merci pour votre demande',
    steps: { buy: ['Coordonnées', 'Retrait ou livraison', 'Prestations supplémentaires'], testDrive: ['Coordonnées', 'Date souhaitée'] },
    calculator: 'Calculateur de leasing',
    rate: 'Mensualité',
    packages: 'Packs supplémentaires',
  },
} as const;

const GENERIC_DE = 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
/** The thanks step after a submit: the lead's round trip to the form service, the 303 and the page's loaders. */

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A visitor of this test only: leads are found by this email, whatever parallel tests store. */
function person(): Person {
  const id = `${test.info().testId}-${test.info().retry}-${Date.now().toString(36)}`;
  return { firstName: 'Erika', lastName: `Test ${id}`, email: `e2e-${id}@example.ch` };
}

/** A wish date two weeks ahead (YYYY-MM-DD). */
const wishDate = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

interface StoredLead {
  type: string;
  payload: Record<string, unknown> & { contact?: { email?: string } };
  idempotencyKey: string | null;
}

async function leadsOf(request: APIRequestContext, kind: Kind, email: string, sandbox = SANDBOX): Promise<StoredLead[]> {
  const response = await request.get(`${sandbox}/__sandbox/leads?type=${FORM_PATH[kind]}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { count: number; leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.contact?.email === email);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(hydrated);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** the title of the step shown (with JavaScript one at a time) */
const stepTitle = (page: Page) => page.locator('form > fieldset:not([hidden]) > legend');

async function fillContact(page: Page, lang: Lang, who: Person, address: boolean) {
  const t = TEXT[lang];
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await textbox(page, t.firstName).fill(who.firstName);
  await textbox(page, t.lastName).fill(who.lastName);
  await textbox(page, t.email).fill(who.email);
  await textbox(page, t.phone).fill('79 123 45 67');
  if (address) {
    await textbox(page, t.street).fill('Bahnhofstrasse');
    await textbox(page, t.number).fill('12');
    await textbox(page, t.zip).fill('8001');
    await textbox(page, t.city).fill('Zürich');
  }
}

async function next(page: Page, lang: Lang, title: string) {
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expect(stepTitle(page)).toHaveText(title);
}

/** The checkout steps the page pushed to window.dataLayer, in order. */
const checkoutSteps = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => entry['checkoutStep'] as number),
  );

type StepHook = (page: Page) => Promise<void>;

/** Leasing step 1: new terms; the rate the core API calculated for them, once the page shows it. */
async function chooseLeasingTerms(page: Page, lang: Lang): Promise<number> {
  const t = TEXT[lang];
  const calculated = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return (
      response.url().includes('/leasing/calculation/cars/') &&
      body.includes('"totalRuntime":36') &&
      body.includes('"kmPerYear":15000') &&
      body.includes('"downPayment":3000')
    );
  });
  await page.getByRole('combobox', { name: t.runtime, exact: true }).selectOption('36');
  await page.getByRole('combobox', { name: t.kmPerYear, exact: true }).selectOption('15000');
  await textbox(page, t.downPayment).fill('3000');
  const { monthlyRate } = (await (await calculated).json()) as { monthlyRate: number };
  expect(monthlyRate).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: t.rate })).toContainText(String(Math.trunc(monthlyRate)));
  return monthlyRate;
}

/** Goes through every step of a checkout with valid data (JavaScript on); `onStep` runs on each step shown. */
async function walkCheckout(page: Page, lang: Lang, kind: Kind, who: Person, onStep: StepHook = async () => undefined) {
  const t = TEXT[lang];
  const result: { rate?: number } = {};
  if (kind === 'leasing') {
    await expect(stepTitle(page)).toHaveText(t.calculator);
    result.rate = await chooseLeasingTerms(page, lang);
    await onStep(page);
    await next(page, lang, t.steps.buy[0]);
  }
  await expect(stepTitle(page)).toHaveText(t.steps[kind === 'testDrive' ? 'testDrive' : 'buy'][0]);
  if (kind === 'testDrive') {
    await fillContact(page, lang, who, false);
    await onStep(page);
    await next(page, lang, t.steps.testDrive[1]);
    await textbox(page, t.wishDate).fill(wishDate());
  } else {
    await fillContact(page, lang, who, true);
    await onStep(page);
    await next(page, lang, t.steps.buy[1]);
    await page.getByRole('radio', { name: t.delivery }).check();
    await onStep(page);
    await next(page, lang, t.steps.buy[2]);
    await page.getByRole('group', { name: t.packages }).getByRole('checkbox').first().check();
  }
  await page.getByRole('checkbox', { name: t.privacy }).check();
  await onStep(page);
  return result;
}

test.describe('with JavaScript', () => {
  test('test drive: step by step, the lead is stored, thanks, checkout steps 1 then 2', async ({ page, request }) => {
    const who = person();
    await open(page, PATHS.de.testDrive);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Probefahrt vereinbaren: Kia Stonic');
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toHaveCount(0);
    await walkCheckout(page, 'de', 'testDrive', who);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.de.testDrive}\\?sent$`));

    const leads = await leadsOf(request, 'testDrive', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER_ID,
      wishDate: wishDate(),
      privacyAccepted: true,
      contact: { gender: 'male', firstName: who.firstName, lastName: who.lastName, phonePrefix: '+41', phone: '79 123 45 67' },
    });
    expect(leads[0].idempotencyKey).toBeTruthy();
    // two form pages, one checkout step: 1 is pushed once
    expect(await checkoutSteps(page)).toEqual([1, 2]);
    // the kia variant (SPEC §9, kia's brand config): begin_checkout as form step 1, the confirmation as form step 5
    const formSteps = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((entry) => typeof entry['checkoutStep'] === 'number')
        .map((entry) => [entry['event'], entry['formStep']]),
    );
    expect(formSteps).toEqual([
      ['begin_checkout', 1],
      ['checkout_confirmation', 5],
    ]);
  });

  test('buy: contact with address, delivery, benefits; the lead with deliveryType, checkout steps 1, 2, 3 then 4', async ({
    page,
    request,
  }) => {
    const who = person();
    await open(page, PATHS.de.buy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online kaufen: Kia Stonic');
    await walkCheckout(page, 'de', 'buy', who);
    // back and forth keeps what was typed
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByRole('radio', { name: TEXT.de.delivery })).toBeChecked();
    await next(page, 'de', 'Zusatzleistungen');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.de.buy}\\?sent$`));

    const leads = await leadsOf(request, 'buy', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER_ID,
      deliveryType: 'delivery',
      checkoutMode: 'cash',
      formType: 'onlineSales',
      privacyAccepted: true,
      contact: { gender: 'male', firstName: who.firstName, lastName: who.lastName },
      address: { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' },
    });
    expect(leads[0].payload['additionalPackageIds']).toHaveLength(1);
    // step 3 was shown twice (back, then forward again): one push per step shown
    expect(await checkoutSteps(page)).toEqual([1, 2, 3, 2, 3, 4]);
  });

  test('online offer: contact with address, then pickup or delivery; a buying request of form type onlineSalesForm, steps 1, 2 then 3', async ({
    page,
    request,
  }) => {
    const who = person();
    const path = `/de/haendler/auto-zentrum-zuerich/online-angebot/${SLUG}`;
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online-Angebot anfordern: Kia Stonic');
    await expect(stepTitle(page)).toHaveText('Kontaktdaten');
    await fillContact(page, 'de', who, true);
    await next(page, 'de', 'Abholung oder Lieferung');
    await page.getByRole('radio', { name: 'Abholung beim Händler' }).check();
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}\\?sent$`));
    const leads = await leadsOf(request, 'buy', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER_ID,
      formType: 'onlineSalesForm',
      deliveryType: 'pickup',
    });
    expect(await checkoutSteps(page)).toEqual([1, 2, 3]);
  });

  test('leasing: calculator with a live rate, then the buy steps; the lead carries the terms and the server rate, steps 1..4 then 5', async ({
    page,
    request,
  }) => {
    const who = person();
    await open(page, PATHS.de.leasing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leasing anfragen: Kia Stonic');
    const { rate } = await walkCheckout(page, 'de', 'leasing', who);
    expect(rate).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.de.leasing}\\?sent$`));

    const leads = await leadsOf(request, 'leasing', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER_ID,
      checkoutMode: 'lease',
      deliveryType: 'delivery',
      contact: { firstName: who.firstName, lastName: who.lastName },
      leasing: { totalRuntime: 36, kmPerYear: 15000, downPayment: 3000 },
    });
    // the rate is the server's, the one the page showed for these terms
    const stored = (leads[0].payload['leasing'] as { monthlyRate: number }).monthlyRate;
    expect(stored).toBeCloseTo(rate ?? 0, 2);
    expect(await checkoutSteps(page)).toEqual([1, 2, 3, 4, 5]);
  });

  test('the leasing terms of the detail page calculator are the first values of the calculator step', async ({ page }) => {
    await open(page, `${PATHS.de.leasing}?totalRuntime=24&kmPerYear=20000&downPayment=5000`);
    await expect(page.getByRole('combobox', { name: 'Laufzeit', exact: true })).toHaveValue('24');
    await expect(page.getByRole('combobox', { name: 'Kilometer pro Jahr', exact: true })).toHaveValue('20000');
    await expect(textbox(page, 'Anzahlung (CHF)')).toHaveValue('5000');
    await expect(page.getByRole('status').filter({ hasText: TEXT.de.rate })).toBeVisible();
  });

  for (const lang of ['de', 'fr'] as const) {
    test(`an empty step shows the spec texts (${lang}), the summary gets focus, nothing is sent`, async ({ page }) => {
      const t = TEXT[lang];
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
      await open(page, PATHS[lang].buy);
      await page.getByRole('button', { name: t.next }).click();
      const summary = page.getByRole('alert', { name: t.summary });
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: `${t.firstName}: ${t.required}`, exact: true })).toBeVisible();
      await expect(summary.getByRole('link', { name: `${t.email}: ${t.required}`, exact: true })).toBeVisible();
      await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
      await expect(textbox(page, t.firstName)).toHaveAttribute('aria-invalid', 'true');
      await expect(stepTitle(page)).toHaveText(t.steps.buy[0]);
      await expect(page).toHaveTitle(lang === 'de' ? /^Fehler: / : /^Erreur : /);

      // a wrong email is invalid, not missing: inline at once, in the summary with the next attempt; its link moves to the field
      await textbox(page, t.email).fill('keine-adresse');
      await expect(page.getByText(t.invalid, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
      await expect(summary.getByRole('link', { name: `${t.email}: ${t.invalid}`, exact: true })).toBeVisible();
      await summary.getByRole('link', { name: `${t.email}: ${t.invalid}`, exact: true }).click();
      await expect(textbox(page, t.email)).toBeFocused();
      await expect(page.getByText(t.invalid, { exact: true })).toBeVisible();
      expect(posts).toEqual([]);
    });
  }

  test('after the error summary, the corrected step goes on with one click on "Weiter"', async ({ page }) => {
    await open(page, PATHS.de.testDrive);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('alert', { name: TEXT.de.summary })).toBeFocused();
    await fillContact(page, 'de', person(), false);
    // a corrected field loses its error as it is typed (not only when it loses focus, which pressing "Weiter"
    // does: the layout would then move under the pointer); a press as long as a person's (150 ms) is a click
    await expect(textbox(page, 'Telefon')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(TEXT.de.required, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Weiter' }).scrollIntoViewIfNeeded();
    const box = await page.getByRole('button', { name: 'Weiter' }).boundingBox();
    if (!box) throw new Error('no "Weiter" button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    await expect(stepTitle(page)).toHaveText('Wunschdatum');
  });

  test('a double click on "Anfrage senden" stores exactly one lead', async ({ page, request }) => {
    const who = person();
    await open(page, PATHS.de.testDrive);
    await walkCheckout(page, 'de', 'testDrive', who);
    expect(await leadsOf(request, 'testDrive', who.email)).toHaveLength(0);
    await page.getByRole('button', { name: 'Anfrage senden' }).dblclick();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    // a second POST may still be on its way: give it the time to land
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await leadsOf(request, 'testDrive', who.email)).length, { intervals: [500, 500, 500] }).toBe(1);
  });
});

test.describe('with JavaScript, a visitor who allowed analytics (the sandbox plays the tag manager, decision 0041)', () => {
  test.use({ storageState: consentStorageState(['necessary', 'analytics', 'marketing']) });
  // both send events for the buy page: one after the other, so each reads only its own
  test.describe.configure({ mode: 'serial' });

  /** The checkout pushes the sandbox's container forwarded for one page since an event id. */
  async function forwardedCheckoutSteps(request: APIRequestContext, path: string, since: number) {
    const response = await request.get(`${SANDBOX}/events?${new URLSearchParams({ since: String(since), page: path })}`);
    const { events } = (await response.json()) as { events: { event: string | null; data: Record<string, unknown> }[] };
    return events.filter((stored) => typeof stored.data['checkoutStep'] === 'number').map((stored) => stored.data);
  }
  async function lastEventId(request: APIRequestContext) {
    const { events } = (await (await request.get(`${SANDBOX}/events`)).json()) as { events: { id: number }[] };
    return events.at(-1)?.id ?? 0;
  }

  for (const [label, query, steps] of [
    ['from the detail page: 1, 2, 3 then 4', '', [1, 2, 3, 4]],
    ['from the purchase options: every step shifted by 1', '?via=kaufoptionen', [2, 3, 4, 5]],
  ] as const) {
    test(`buy: the tag manager receives the checkout steps ${label}, in CHF`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const since = await lastEventId(request);
      await open(page, `${PATHS.de.buy}${query}`);
      await walkCheckout(page, 'de', 'buy', person());
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
      await expect
        .poll(async () => (await forwardedCheckoutSteps(request, PATHS.de.buy, since)).map((data) => data['checkoutStep']))
        .toEqual(steps);
      const forwarded = await forwardedCheckoutSteps(request, PATHS.de.buy, since);
      expect(forwarded.map((data) => [data['event'], data['currency']])).toEqual([
        ['begin_checkout', 'CHF'],
        ['checkout_progress', 'CHF'],
        ['checkout_progress', 'CHF'],
        ['checkout_confirmation', 'CHF'],
      ]);
    });
  }
});

test('the browser API refuses a call with a body that lacks the cookie token in its header (SPEC §7 CSRF header)', async ({
  page,
  request,
}) => {
  const lead = { dealerId: DEALER_ID, vehicleId: VEHICLE_ID };
  expect((await request.post('/api/form/test-drive?locale=de', { data: lead })).status()).toBe(403);
  // the page's own calls carry it: the token cookie is handed out before the first call with a body
  await open(page, PATHS.de.testDrive);
  const status = await page.evaluate(async () => {
    await fetch('/api/csrf');
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('XSRF-TOKEN='))
        ?.slice(11) ?? '',
    );
    const answer = await fetch('/api/form/test-drive?locale=de', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
      body: '{}',
    });
    return answer.status;
  });
  // through the guard to the form service, which rejects the empty lead itself
  expect(status).toBe(400);
});

test.describe('when the form service fails', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async () => {
    await lockFaults();
  });

  test.afterEach(async ({ request }) => {
    await setFaults(request, '');
    unlockFaults();
  });

  test('the generic message shows, the typed values stay, and a retry once it is back stores one lead', async ({ page, request }) => {
    const who = person();
    await open(page, `${FAULTS_SITE}${PATHS.de.testDrive}`);
    await walkCheckout(page, 'de', 'testDrive', who);
    expect((await setFaults(request, 'form:error=1')).ok()).toBe(true);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_DE })).toBeVisible();
    await expect(page).not.toHaveURL(/\?sent/);
    await expect(textbox(page, 'Wunschdatum')).toHaveValue(wishDate());
    await expect(page.getByRole('checkbox', { name: TEXT.de.privacy })).toBeChecked();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(textbox(page, 'Vorname')).toHaveValue(who.firstName);
    await expect(textbox(page, 'Nachname')).toHaveValue(who.lastName);
    await expect(textbox(page, 'E-Mail')).toHaveValue(who.email);
    expect(await leadsOf(request, 'testDrive', who.email, FAULTS_SANDBOX)).toHaveLength(0);

    await setFaults(request, '');
    await next(page, 'de', 'Wunschdatum');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    expect(await leadsOf(request, 'testDrive', who.email, FAULTS_SANDBOX)).toHaveLength(1);
  });

  test('without JavaScript too: the generic message in the server answer, values kept', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const who = person();
    await page.goto(`${FAULTS_SITE}${PATHS.de.testDrive}`);
    await fillContact(page, 'de', who, false);
    await textbox(page, 'Wunschdatum').fill(wishDate());
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await setFaults(request, 'form:error=1');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Anfrage senden' }).click(),
    ]);
    expect(response.status()).toBe(503);
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_DE })).toBeVisible();
    await expect(textbox(page, 'Vorname')).toHaveValue(who.firstName);
    await expect(textbox(page, 'E-Mail')).toHaveValue(who.email);
    await expect(textbox(page, 'Wunschdatum')).toHaveValue(wishDate());
    expect(await leadsOf(request, 'testDrive', who.email, FAULTS_SANDBOX)).toHaveLength(0);
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('buy: all steps on one page, the server stores the lead and answers 303 to the thanks step', async ({ page, request }) => {
    const who = person();
    await page.goto(PATHS.de.buy);
    for (const title of TEXT.de.steps.buy) await expect(page.locator('legend', { hasText: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
    await fillContact(page, 'de', who, true);
    await page.getByRole('radio', { name: 'Abholung beim Händler' }).check();
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.de.buy}\\?sent$`));
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    const leads = await leadsOf(request, 'buy', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER_ID,
      deliveryType: 'pickup',
      additionalPackageIds: [],
      contact: { firstName: who.firstName, lastName: who.lastName },
    });
  });

  test('test drive: all steps on one page, stored, thanks step', async ({ page, request }) => {
    const who = person();
    await page.goto(PATHS.fr.testDrive);
    await fillContact(page, 'fr', who, false);
    await textbox(page, TEXT.fr.wishDate).fill(wishDate());
    await page.getByRole('checkbox', { name: TEXT.fr.privacy }).check();
    await page.getByRole('button', { name: TEXT.fr.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.fr.testDrive}\\?sent$`));
    await expect(page.getByRole('heading', { name: TEXT.fr.thanks })).toBeVisible();
    const leads = await leadsOf(request, 'testDrive', who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({ vehicleId: VEHICLE_ID, dealerId: DEALER_ID, wishDate: wishDate() });
  });

  test('leasing: the server calculates the rate of the posted terms', async ({ page, request }) => {
    const who = person();
    await page.goto(`${PATHS.de.leasing}?totalRuntime=48&kmPerYear=10000&downPayment=2000`);
    await expect(page.getByRole('combobox', { name: 'Laufzeit', exact: true })).toHaveValue('48');
    await fillContact(page, 'de', who, true);
    await page.getByRole('radio', { name: 'Abholung beim Händler' }).check();
    await page.getByRole('checkbox', { name: TEXT.de.privacy }).check();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.de.leasing}\\?sent$`));
    const leads = await leadsOf(request, 'leasing', who.email);
    expect(leads).toHaveLength(1);
    const leasing = leads[0].payload['leasing'] as Record<string, number>;
    expect(leasing).toMatchObject({ totalRuntime: 48, kmPerYear: 10000, downPayment: 2000 });
    expect(leasing['monthlyRate']).toBeGreaterThan(0);
  });

  for (const lang of ['de', 'fr'] as const) {
    test(`an invalid submit answers 422 with the spec texts (${lang}) and keeps the typed values`, async ({ page, request }) => {
      const t = TEXT[lang];
      const who = person();
      await page.goto(PATHS[lang].testDrive);
      await textbox(page, t.firstName).fill(who.firstName);
      await textbox(page, t.email).fill('keine-adresse');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(response.status()).toBe(422);
      const summary = page.getByRole('alert', { name: t.summary });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link', { name: `${t.lastName}: ${t.required}`, exact: true })).toBeVisible();
      await expect(summary.getByRole('link', { name: `${t.email}: ${t.invalid}`, exact: true })).toBeVisible();
      await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(t.invalid, { exact: true })).toBeVisible();
      await expect(textbox(page, t.firstName)).toHaveValue(who.firstName);
      await expect(textbox(page, t.email)).toHaveValue('keine-adresse');
      await expect(textbox(page, t.email)).toHaveAttribute('aria-invalid', 'true');
      expect(await leadsOf(request, 'testDrive', who.email)).toHaveLength(0);
    });
  }
});

async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

// one test per state group: an axe run takes seconds on a busy machine, so no test carries more than a walk's worth
for (const lang of ['de', 'fr'] as const) {
  for (const kind of ['buy', 'testDrive'] as const) {
    test(`axe: no serious or critical violation on the error summary of ${kind} (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await open(page, PATHS[lang][kind]);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('alert', { name: t.summary })).toBeFocused();
      await expectNoSeriousViolations(page, 'error summary');
    });
  }
  for (const kind of ['buy', 'leasing', 'testDrive'] as const) {
    test(`axe: no serious or critical violation on any step of ${kind} (${lang}) and the thanks step`, async ({ page }) => {
      const t = TEXT[lang];
      await open(page, PATHS[lang][kind]);
      let index = 0;
      await walkCheckout(page, lang, kind, person(), async (current) => {
        index += 1;
        await expectNoSeriousViolations(current, `step ${index}`);
      });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await expectNoSeriousViolations(page, 'thanks');
    });
  }
}
