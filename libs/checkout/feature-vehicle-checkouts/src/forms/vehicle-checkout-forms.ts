import {
  addressFields,
  closingFields,
  contactFields,
  formEngineMessages,
  wishDateField,
  type FieldSpec,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { messages } from '../messages';

const deliveryField: FieldSpec = {
  name: 'deliveryType',
  kind: 'radio',
  label: messages.deliveryType,
  required: true,
  wide: true,
  options: [
    { value: 'pickup', label: messages.pickup },
    { value: 'delivery', label: messages.delivery },
  ],
};

/** The vehicle's additional packages (core API); the page supplies the options. */
const packagesField: FieldSpec = { name: 'additionalPackageIds', kind: 'checkboxes', label: messages.packages, wide: true, options: [] };

export const LEASING_RUNTIMES = [12, 24, 36, 48, 60];
export const LEASING_KM_PER_YEAR = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000];

const leasingFields: FieldSpec[] = [
  { name: 'leasing.totalRuntime', kind: 'select', label: messages.totalRuntime, required: true, numeric: true, options: [] },
  { name: 'leasing.kmPerYear', kind: 'select', label: messages.kmPerYear, required: true, numeric: true, options: [] },
  { name: 'leasing.downPayment', kind: 'number', label: messages.downPayment, required: true, min: 0 },
];

const buySteps = () => [
  { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...addressFields()] },
  { id: 'delivery', title: messages.stepDelivery, fields: [deliveryField] },
  { id: 'benefits', title: messages.stepBenefits, fields: [packagesField, ...closingFields()] },
];

/**
 * Buy (SPEC §2): contact data, pickup or delivery, additional benefits, thanks;
 * tracking 1 begin, 2 shipping, 3 payment, 4 confirmation.
 */
export const buyForm: LeadFormDefinition = {
  id: 'buy',
  path: 'buying-request',
  steps: buySteps(),
  tracking: { checkout: 'buy', steps: [1, 2, 3], confirmation: 4 },
};

/** Leasing: the calculator as a step, then the buy steps; tracking 1–5 (5 confirmation). */
export const leasingForm: LeadFormDefinition = {
  id: 'leasing',
  path: 'leasing',
  steps: [{ id: 'calculator', title: messages.stepCalculator, fields: leasingFields }, ...buySteps()],
  tracking: { checkout: 'lease', steps: [1, 2, 3, 4], confirmation: 5 },
};

/** Test drive: contact data, wish date, thanks; tracking 1 and 2. */
export const testDriveForm: LeadFormDefinition = {
  id: 'test-drive',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: formEngineMessages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: messages.stepWishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 1], confirmation: 2, kiaVariant: true },
};

/**
 * Reservation with payment (SPEC §9 tracking 1, 2, 3 = at the payment provider, 5 confirmation):
 * contact data and address, then the fee is paid on the payment service's page.
 */
export const reservationForm: LeadFormDefinition = {
  id: 'reservation',
  path: 'reservation-payment',
  steps: [
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...addressFields()] },
    { id: 'payment', title: messages.stepPayment, fields: closingFields() },
  ],
  tracking: { checkout: 'reservation', steps: [1, 2], confirmation: 5 },
};

/** The spec names no reservation fee; ours, in CHF (decision 0019). */
export const RESERVATION_FEE_CHF = 500;

export const SUBSCRIPTION_DURATIONS = [3, 6, 12, 24];
export const SUBSCRIPTION_KM_PER_YEAR = [10_000, 15_000, 20_000, 30_000];

/** Subscription ("move", SPEC §9 tracking 1 to 4): the terms, contact data and address, then confirmation. */
export const subscriptionForm: LeadFormDefinition = {
  id: 'subscription',
  path: 'subscription',
  steps: [
    {
      id: 'terms',
      title: messages.stepSubscription,
      fields: [
        { name: 'subscription.duration', kind: 'select', label: messages.subscriptionDuration, required: true, numeric: true, options: [] },
        { name: 'subscription.kmPerYear', kind: 'select', label: messages.kmPerYear, required: true, numeric: true, options: [] },
      ],
    },
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...addressFields()] },
    { id: 'confirm', title: messages.stepConfirm, fields: closingFields() },
  ],
  tracking: { checkout: 'move', steps: [1, 2, 3], confirmation: 4 },
};

/**
 * Online sales (SPEC §1 onlineSalesCheckoutPage, form type onlineSalesForm): the visitor asks the dealer
 * for a binding online offer of the vehicle: contact data and address, pickup or delivery, thanks. The
 * spec gives no tracking numbers: 1, 2, then 3 (decision 0019).
 */
export const onlineSalesForm: LeadFormDefinition = {
  id: 'online-sales',
  path: 'buying-request',
  steps: [
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...addressFields()] },
    { id: 'delivery', title: messages.stepDelivery, fields: [deliveryField, ...closingFields()] },
  ],
  tracking: { checkout: 'online_sales', steps: [1, 2], confirmation: 3 },
};

/** The form type each buying request carries (SPEC §3): the online purchase, or the request for an online offer. */
export const BUYING_FORM_TYPES = { buy: 'onlineSales', onlineSales: 'onlineSalesForm' } as const;

export type VehicleCheckoutKind = 'buy' | 'leasing' | 'testDrive' | 'reservation' | 'subscription' | 'onlineSales';

export const VEHICLE_CHECKOUT_FORMS: Record<VehicleCheckoutKind, LeadFormDefinition> = {
  buy: buyForm,
  leasing: leasingForm,
  testDrive: testDriveForm,
  reservation: reservationForm,
  subscription: subscriptionForm,
  onlineSales: onlineSalesForm,
};
