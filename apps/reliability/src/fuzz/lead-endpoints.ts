// Every lead endpoint of the site: the JSON calls of SPEC §7 as the browser makes them (through the brand server's
// /api proxy) with a valid payload to break, and the form pages a visitor without JavaScript posts to.
import { BRAND_FORM_SCHEMAS, FORM_DATA_BRAND_ACTIONS, FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import type { z } from 'zod';

export interface ApiEndpoint {
  name: string;
  /** path on the brand server, e.g. /api/form/test-drive?locale=de */
  path: string;
  schema: z.ZodTypeAny;
  valid: Record<string, unknown>;
}

const contact = {
  gender: 'female',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phonePrefix: '+41',
  phone: '79 123 45 67',
};
const address = { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' };
const lead = { dealerId: 100, contact, privacyAccepted: true, message: 'Bitte um Rückruf' };
const vehicle = { make: 'Kia', model: 'Ceed', firstRegistration: { year: 2019, month: 4 }, mileage: 61000 };
const buy = { ...lead, address, vehicleId: 102906, deliveryType: 'pickup' };
const date = '2030-03-04';

/** A payload the contract accepts, per form path of the form service (SPEC §7). */
const FORM_BASES: Record<keyof typeof FORM_PAYLOAD_SCHEMAS, Record<string, unknown>> = {
  appointment: { ...lead, wishDate: date, contactTime: ['morning'] },
  'buying-request': buy,
  'contact-corporate': { contact, subject: 'Flotte', message: 'Hallo', privacyAccepted: true },
  leasing: { ...buy, leasing: { totalRuntime: 48, kmPerYear: 10000, downPayment: 2000, monthlyRate: 299 } },
  'model-offer-form': { ...lead, modelId: 106 },
  'model-test-drive': { ...lead, modelId: 106, wishDate: date },
  'reservation-payment': { ...lead, address, vehicleId: 102906, amount: 500, returnUrl: '/de/danke' },
  'reservation-unspecific-payment': { ...lead, address, modelId: 106, amount: 1000, returnUrl: '/de/danke' },
  service: { ...lead, wishDate: date, workshopServiceIds: ['oil-change'], vehicle },
  subscription: { ...lead, address, vehicleId: 102906, subscription: { duration: 12, kmPerYear: 15000, price: 690 } },
  'test-drive': { ...lead, vehicleId: 102906, wishDate: date },
  'trade-in': { ...lead, vehicle },
  brochures: { contact, modelIds: [106], delivery: 'email', privacyAccepted: true },
  'configurator-model-test-drive': { ...lead, configurationCode: 'ABC123', entityId: 10601 },
  'soft-lead/submit': { email: 'soft@example.ch', source: 'vehicle-detail', privacyAccepted: true },
};

const multilease = { contractNumber: 'ML-100', email: 'a@b.ch' };
const BRAND_BASES: Record<string, Record<string, unknown>> = {
  'multilease/change-address': { ...multilease, newAddress: address, validFrom: date, privacyAccepted: true },
  'multilease/leasing-liabilities': multilease,
  'multilease/my-payments': { ...multilease, year: 2024 },
  'multilease/order-payment-slip': { ...multilease, delivery: 'email' },
  'suzuki/contact': { contact, subject: 'Frage', message: 'Hallo', privacyAccepted: true },
  'zeekr/contact': { contact, subject: 'Frage', message: 'Hallo', privacyAccepted: true },
  'zeekr/model-test-drive': { contact, modelId: 802, location: 'Zürich', privacyAccepted: true },
  'emilfrey/contact': { contact, subject: 'Frage', message: 'Hallo', privacyAccepted: true },
  'emilfrey/newsletter': { email: 'news@example.ch', brands: ['kia'], privacyAccepted: true },
};

/** Every JSON lead endpoint; the form-data brand action (multilease change-name) is posted by its own page only. */
export function apiEndpoints(): ApiEndpoint[] {
  const forms = Object.entries(FORM_PAYLOAD_SCHEMAS).map(([path, schema]) => ({
    name: `form ${path}`,
    path: `/api/form/${path}?locale=de`,
    schema: schema as z.ZodTypeAny,
    valid: FORM_BASES[path as keyof typeof FORM_BASES],
  }));
  const formData = new Set(FORM_DATA_BRAND_ACTIONS.map(([brand, action]) => `${brand}/${action}`));
  const brands = Object.entries(BRAND_FORM_SCHEMAS).flatMap(([brand, actions]) =>
    Object.entries(actions)
      .filter(([action]) => !formData.has(`${brand}/${action}`))
      .map(([action, schema]) => {
        const valid = BRAND_BASES[`${brand}/${action}`];
        if (!valid) throw new Error(`no valid payload for brand form ${brand}/${action}`);
        return {
          name: `brand ${brand}/${action}`,
          path: `/api/brand/de/${brand}.ch/corporate/${action}`,
          schema: schema as z.ZodTypeAny,
          valid,
        };
      }),
  );
  const all = [...forms, ...brands];
  for (const endpoint of all) {
    const parsed = endpoint.schema.safeParse(endpoint.valid);
    if (!parsed.success) throw new Error(`the base payload of ${endpoint.name} is not valid: ${parsed.error.message}`);
  }
  return all;
}
