import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Trade-in: contact data with dealer choice, the vehicle with makes and models as
 * suggestions, an optional vehicle document uploaded first; with and without JavaScript.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const PATH = { de: '/de/haendler/auto-zentrum-zuerich/trade-in', fr: '/fr/concessionnaire/auto-zentrum-zuerich/trade-in' };
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
const PDF = { name: 'fahrzeugausweis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e vehicle document\n') };

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

async function leadsOf(request: APIRequestContext, email: string) {
  const answer = (await (await request.get(`${SANDBOX}/__sandbox/leads?type=trade-in`)).json()) as {
    leads: { dealerId: number; payload: Record<string, unknown> & { contact: { email: string } } }[];
  };
  return answer.leads.filter((lead) => lead.payload.contact.email === email);
}

async function fillContact(page: Page, email: string) {
  await page.getByRole('combobox', { name: 'Standort' }).selectOption({ label: 'Auto Zentrum Zürich – Oerlikon' });
  await page.getByRole('radio', { name: 'Herr', exact: true }).check();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Tom');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Tausch');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon' }).fill('79 444 55 66');
}

async function fillVehicle(page: Page) {
  await page.getByRole('combobox', { name: 'Marke' }).fill('Kia');
  await page.getByRole('combobox', { name: 'Modell', exact: true }).fill('Ceed');
  await page.getByRole('textbox', { name: 'Erstzulassung: Jahr' }).fill('2018');
  await page.getByRole('combobox', { name: 'Erstzulassung: Monat' }).selectOption('5');
  await page.getByRole('textbox', { name: 'Kilometerstand' }).fill("92'000");
  await page.getByLabel('Fahrzeugausweis (optional)').setInputFiles(PDF);
  await page.getByLabel(/Datenschutzerklärung/).check();
}

test('with JavaScript: two steps, the document uploaded first, the lead goes to the chosen location', async ({ page, request }) => {
  const email = `tradein-js-${Date.now()}@example.ch`;
  await page.goto(PATH.de);
  await page.waitForFunction(hydrated);
  await axeClean(page);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillVehicle(page);
  await axeClean(page);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  const [lead] = await leadsOf(request, email);
  expect(lead.dealerId).toBe(101);
  expect(lead.payload).toMatchObject({
    vehicle: { make: 'Kia', model: 'Ceed', firstRegistration: { year: 2018, month: 5 }, mileage: 92_000 },
  });
  expect(lead.payload['documentFileId']).toEqual(expect.any(String));
});

test('a document of another type is the field error, nothing is stored', async ({ page, request }) => {
  const email = `tradein-type-${Date.now()}@example.ch`;
  await page.goto(PATH.de);
  await page.waitForFunction(hydrated);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillVehicle(page);
  await page
    .getByLabel('Fahrzeugausweis (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Fahrzeugausweis (optional): Ungültige Eingabe' })).toBeVisible();
  expect(await leadsOf(request, email)).toEqual([]);
});

test('in French: both steps and the error summary have no serious or critical axe violation', async ({ page }) => {
  await page.goto(PATH.fr);
  await page.waitForFunction(hydrated);
  await axeClean(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert').getByRole('link').first()).toBeVisible();
  await axeClean(page);
  await page.getByRole('radio', { name: 'Monsieur', exact: true }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Jean');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Reprise');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`tradein-fr-${Date.now()}@example.ch`);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('79 444 55 66');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('textbox', { name: 'Kilométrage' })).toBeVisible();
  await axeClean(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all on one page, sent as multipart with the document, 303 to the thanks step', async ({ page, request }) => {
    const email = `tradein-nojs-${Date.now()}@example.ch`;
    await page.goto(PATH.de);
    await fillContact(page, email);
    await fillVehicle(page);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/trade-in\?sent$/);
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    const [lead] = await leadsOf(request, email);
    expect(lead.payload['documentFileId']).toEqual(expect.any(String));
  });

  test('an invalid submit answers with the French texts and keeps the values', async ({ page }) => {
    await page.goto(PATH.fr);
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Jean');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer la demande' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByText('Ce champ est obligatoire', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Jean');
  });
});
