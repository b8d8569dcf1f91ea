import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Unspecific reservation (SPEC §2 `konfiguration-reservieren`): a model of the range, or the
 * visitor's saved configuration, reserved against the fee on the sandbox's payment page. Authorized →
 * thanks and the lead; canceled → the reason and the form again. Leads are found by the visitor's email.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const PATH = '/de/haendler/auto-zentrum-zuerich/konfiguration-reservieren';
const FR_PATH = '/fr/concessionnaire/auto-zentrum-zuerich/konfiguration-reservieren';
const STONIC = 102; // the Stonic of the sandbox's model range
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

interface StoredLead {
  payload: Record<string, unknown> & { contact?: { email?: string } };
}

async function leadsOf(request: APIRequestContext, email: string) {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=reservation-unspecific-payment&limit=1000`);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.contact?.email === email);
}

/** A saved configuration of a Stonic (entity 10201 in black with navigation), as the configurator stores it. */
async function savedStonic(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SANDBOX}/model/configurator/save-configuration?locale=de`, {
    data: { entityId: 10201, items: ['BLK', 'navigation'] },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { configurationCode: string }).configurationCode;
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id);

const dataLayerSteps = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => entry['checkoutStep'] as number),
  );

async function fillContact(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Frau', exact: true }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Klara');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Konfiguriert');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('79 555 66 77');
  await page.getByRole('textbox', { name: 'Strasse', exact: true }).fill('Seestrasse');
  await page.getByRole('textbox', { name: 'Nr.', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('8002');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Zürich');
}

test('with a saved configuration: the model is chosen, the fee paid, thanks; the lead carries model and configuration', async ({
  page,
  request,
}) => {
  const code = await savedStonic(request);
  const email = `config-${Date.now().toString(36)}@example.ch`;
  await page.goto(`${PATH}?configurationCode=${code}`);
  await page.waitForFunction(hydrated);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfiguration reservieren');
  await expect(page.getByText(`Ihre gespeicherte Konfiguration ${code}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Modell' })).toHaveValue(String(STONIC));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(/Sie reservieren Ihr Modell für CHF 500/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  expect(await dataLayerSteps(page)).toEqual([1, 2, 3]);
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox-Zahlung' })).toBeVisible();
  await page.getByRole('link', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(new RegExp(`configurationCode=${code}&paymentSessionId=.*&status=AUTHORIZED`));
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  await expect(page.getByText('Ihre Reservation ist bezahlt.', { exact: false })).toBeVisible();
  // SPEC §9: the confirmation of the unspecific reservation is step 6 (pushed once the page is hydrated)
  await page.waitForFunction(hydrated);
  await expect.poll(() => dataLayerSteps(page)).toEqual([6]);
  expect((await leadsOf(request, email)).map((lead) => lead.payload)).toEqual([
    expect.objectContaining({
      modelId: STONIC,
      configurationCode: code,
      amount: 500,
      formType: 'unspecificReservationPaymentForm',
      dealerId: 100,
    }),
  ]);
});

test('a canceled payment says so and offers the form again; an unknown configuration lets the visitor choose the model', async ({
  page,
}) => {
  await page.goto(`${PATH}?configurationCode=NOPE-0000`);
  await page.waitForFunction(hydrated);
  await expect(page.getByRole('status').filter({ hasText: 'Die gespeicherte Konfiguration wurde nicht gefunden' })).toBeVisible();
  // an empty model step: the spec's text, nothing sent
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dieses Feld ist erforderlich' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Modell' }).selectOption(String(STONIC));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillContact(page, `cancel-${Date.now().toString(36)}@example.ch`);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/status=CANCELED/);
  await expect(page.getByRole('alert')).toHaveText(/Die Zahlung wurde abgebrochen/);
  await expect(page.getByRole('combobox', { name: 'Modell' })).toBeVisible();
});

for (const [lang, path, next] of [
  ['de', PATH, 'Weiter'],
  ['fr', FR_PATH, 'Continuer'],
] as const) {
  test(`in ${lang}: every step has no serious or critical axe violation, and the page is noindex`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(hydrated);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('combobox').first().selectOption(String(STONIC));
    await page.getByRole('button', { name: next }).click();
    await expect(page.locator('form > fieldset:not([hidden]) > legend')).not.toHaveText(/^(Ihr Modell|Votre modèle)$/);
    expect(await seriousViolations(page)).toEqual([]);
    // the contact step left empty: the error summary in the page's language
    await page.getByRole('button', { name: next }).click();
    await expect(page.getByText(lang === 'de' ? 'Dieses Feld ist erforderlich' : 'Ce champ est obligatoire').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
