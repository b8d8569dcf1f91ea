import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Subscription ("move") checkout and the purchase options page. The subscription lead
 * carries the vehicle's price, never the browser's; a checkout entered from the purchase options
 * page counts its tracking steps one higher (SPEC §9).
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER = 'auto-zentrum-zuerich';
const DETAIL_SLUG = 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

interface Detail {
  id: number;
  slug: string;
  isReserved: boolean;
  subscription: { price: number; duration: number } | null;
  dealer: { slug: string };
}

async function subscribableVehicle(request: APIRequestContext): Promise<Detail> {
  const filter = encodeURIComponent(JSON.stringify({ limit: 48 }));
  const url = `${SANDBOX}/core/de/kia/ch/corporate/list?locale=de&dealerSlug=${DEALER}&filter=${filter}`;
  const list = (await (await request.get(url)).json()) as { vehicles: { id: number; isReserved: boolean }[] };
  for (const { id } of list.vehicles.filter((v) => !v.isReserved)) {
    const detail = (await (await request.get(`${SANDBOX}/core/de/kia/ch/corporate/detail/${id}?locale=de`)).json()) as Detail;
    if (detail.subscription && detail.dealer.slug === DEALER) return detail;
  }
  throw new Error('no vehicle with subscription data in the e2e sandbox');
}

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

const checkoutSteps = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => entry['checkoutStep']),
  );

async function fillContact(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Frau', exact: true }).check();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Sina');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Abo');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon' }).fill('79 333 44 55');
}

test('subscription: terms, contact and address, confirmation; the lead carries the vehicle price; steps 1 to 4', async ({
  page,
  request,
}) => {
  const vehicle = await subscribableVehicle(request);
  const email = `abo-${Date.now()}@example.ch`;
  await page.goto(`/de/haendler/${DEALER}/auto-finden/${vehicle.slug}`);
  await page.waitForFunction(hydrated);
  await page.getByRole('tab', { name: /Auto-Abo/ }).click();
  await page.getByRole('link', { name: 'Auto-Abo anfragen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/haendler/${DEALER}/auto-abo-anfragen/${vehicle.slug}$`));
  await expect(page.getByText(/Abo-Preis: CHF/)).toBeVisible();
  await axeClean(page);
  await page.getByRole('combobox', { name: 'Laufzeit' }).selectOption('12');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillContact(page, email);
  await page.getByRole('textbox', { name: 'Strasse' }).fill('Hauptstrasse');
  await page.getByRole('textbox', { name: 'Nr.' }).fill('3');
  await page.getByRole('textbox', { name: 'PLZ' }).fill('8400');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Winterthur');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel(/Datenschutzerklärung/).check();
  await axeClean(page);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  expect(await checkoutSteps(page)).toEqual([1, 2, 3, 4]);
  const leads = (await (await request.get(`${SANDBOX}/__sandbox/leads?type=subscription`)).json()) as {
    leads: { payload: { vehicleId: number; contact: { email: string }; subscription: { duration: number; price: number } } }[];
  };
  const mine = leads.leads.filter((lead) => lead.payload.contact.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0].payload).toMatchObject({ vehicleId: vehicle.id, subscription: { duration: 12, price: vehicle.subscription?.price } });
});

test('purchase options: the detail page leads there, each option to its checkout, whose tracking counts one more', async ({ page }) => {
  await page.goto(`/de/haendler/${DEALER}/auto-finden/${DETAIL_SLUG}`);
  await page.waitForFunction(hydrated);
  await page.getByRole('link', { name: 'Alle Kaufoptionen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/haendler/${DEALER}/kaufoptionen/${DETAIL_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaufoptionen: Kia Stonic');
  const options = page.getByRole('main').getByRole('list');
  await expect(options.getByRole('link', { name: 'Online kaufen' })).toBeVisible();
  await expect(options.getByRole('link', { name: 'Leasing anfragen' })).toBeVisible();
  await axeClean(page);
  await options.getByRole('link', { name: 'Probefahrt vereinbaren' }).click();
  await expect(page).toHaveURL(/probefahrt\/.*\?via=kaufoptionen$/);
  await page.waitForFunction(hydrated);
  await expect.poll(() => checkoutSteps(page)).toEqual([2]);
});

test('a vehicle without subscription data has no subscription checkout', async ({ request }) => {
  const response = await request.get(`/de/haendler/${DEALER}/auto-abo-anfragen/${DETAIL_SLUG}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/haendler/404');
});
