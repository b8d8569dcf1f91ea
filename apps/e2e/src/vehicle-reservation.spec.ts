import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Reservation with payment: contact data, the fee on the sandbox's payment page, back with
 * the session. Canceled and failed payments offer the form again; an authorized one thanks the visitor
 * and reserves the vehicle. Serial: the last test reserves a vehicle of the shared e2e sandbox.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER = 'auto-zentrum-zuerich';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

test.describe.configure({ mode: 'serial' });

interface Detail {
  id: number;
  slug: string;
  reservationPossible: boolean;
  isReserved: boolean;
  dealer: { slug: string };
}

/** A vehicle of the dealer that can be reserved and is not yet (the detail tests use vehicle 100006). */
async function reservableVehicle(request: APIRequestContext): Promise<Detail> {
  const filter = encodeURIComponent(JSON.stringify({ limit: 48 }));
  const list = (await (
    await request.get(`${SANDBOX}/core/de/kia/ch/corporate/list?locale=de&dealerSlug=${DEALER}&filter=${filter}`)
  ).json()) as {
    vehicles: { id: number; isReserved: boolean }[];
  };
  for (const { id } of list.vehicles.filter((v) => !v.isReserved && v.id !== 100006)) {
    const detail = (await (
      await request.get(`${SANDBOX}/core/de/kia/ch/corporate/detail/${id}?locale=de&dealerSlug=${DEALER}`)
    ).json()) as Detail;
    if (detail.reservationPossible && detail.dealer.slug === DEALER) return detail;
  }
  throw new Error('no reservable vehicle in the e2e sandbox');
}

const checkoutUrl = (vehicle: Detail) => `/de/haendler/${DEALER}/online-reservieren/${vehicle.slug}`;

async function fillAndPay(page: Page, email: string) {
  await page.getByLabel('Frau').check();
  await page.getByLabel('Vorname').fill('Rita');
  await page.getByLabel('Nachname').fill('Reserviert');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon' }).fill('79 111 22 33');
  await page.getByLabel('Strasse').fill('Seestrasse');
  await page.getByLabel('Nr.').fill('12');
  await page.getByLabel('PLZ').fill('8002');
  await page.getByLabel('Ort').fill('Zürich');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(/Sie reservieren das Fahrzeug für CHF 500/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox-Zahlung' })).toBeVisible();
}

test('a canceled payment brings the visitor back to the form with the reason; nothing is reserved', async ({ page, request }) => {
  const vehicle = await reservableVehicle(request);
  await page.goto(checkoutUrl(vehicle));
  await page.waitForFunction(hydrated);
  await fillAndPay(page, `cancel-${test.info().testId}@example.ch`);
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/paymentSessionId=.*status=CANCELED/);
  await expect(page.getByRole('alert')).toHaveText(/Die Zahlung wurde abgebrochen/);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  const detail = (await (await request.get(`${SANDBOX}/core/de/kia/ch/corporate/detail/${vehicle.id}?locale=de`)).json()) as Detail;
  expect(detail.isReserved).toBe(false);
});

test('a failed payment says so and offers the form again', async ({ page, request }) => {
  const vehicle = await reservableVehicle(request);
  await page.goto(checkoutUrl(vehicle));
  await page.waitForFunction(hydrated);
  await fillAndPay(page, `error-${test.info().testId}@example.ch`);
  await page.getByRole('link', { name: 'Fehler simulieren' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Die Zahlung ist fehlgeschlagen/);
});

test('an authorized payment thanks the visitor, stores the lead and reserves the vehicle', async ({ page, request }) => {
  const vehicle = await reservableVehicle(request);
  const email = `paid-${Date.now()}@example.ch`;
  await page.goto(checkoutUrl(vehicle));
  await page.waitForFunction(hydrated);
  await fillAndPay(page, email);
  await page.getByRole('link', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/status=AUTHORIZED/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  await expect(page.getByText('Das Fahrzeug ist für Sie reserviert.', { exact: false })).toBeVisible();
  const leads = (await (await request.get(`${SANDBOX}/__sandbox/leads?type=reservation-payment`)).json()) as {
    leads: { payload: { vehicleId: number; amount: number; contact: { email: string } } }[];
  };
  expect(leads.leads.filter((lead) => lead.payload.contact.email === email)).toEqual([
    expect.objectContaining({ payload: expect.objectContaining({ vehicleId: vehicle.id, amount: 500 }) }),
  ]);
  await page.goto(`/de/haendler/${DEALER}/auto-finden/${vehicle.slug}`);
  await expect(page.getByRole('note').getByRole('heading')).toBeVisible();
  // the reserved vehicle's checkout is no longer offered
  const again = await request.get(checkoutUrl(vehicle), { maxRedirects: 0 });
  expect(again.status()).toBe(302);
});
