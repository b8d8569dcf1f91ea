import { addressFields, formEngineMessages, type BrandFormDefinition, type FieldSpec } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** Every multilease request names the leasing contract and where to answer. */
const contractFields = (): FieldSpec[] => [
  {
    name: 'contractNumber',
    kind: 'text',
    label: messages.contractNumber,
    hint: messages.contractNumberHint,
    required: true,
    maxLength: 30,
  },
  { name: 'email', kind: 'email', label: messages.contractEmail, required: true, autoComplete: 'email' },
];
const privacy = (): FieldSpec => ({
  name: 'privacyAccepted',
  kind: 'checkbox',
  label: formEngineMessages.privacy,
  required: true,
  wide: true,
});
/** The engine's address fields at another payload path (`newAddress.street`, …). */
const addressAt = (group: string): FieldSpec[] =>
  addressFields().map((field) => ({ ...field, name: field.name.replace(/^address\./, `${group}.`) }));

/** Change of address (SPEC §7 multilease `change-address`, JSON): the contract, then the new address and from when. */
export const changeOfAddressForm: BrandFormDefinition = {
  id: 'multilease-change-address',
  brandAction: { brand: 'multilease', action: 'change-address' },
  steps: [
    { id: 'contract', title: messages.stepContract, fields: contractFields() },
    {
      id: 'address',
      title: messages.stepNewAddress,
      fields: [...addressAt('newAddress'), { name: 'validFrom', kind: 'date', label: messages.validFrom, required: true }, privacy()],
    },
  ],
  tracking: { checkout: 'multilease_change_address', steps: [1, 2], confirmation: 3 },
};

/** The document that proves the new name: uploaded first (form service utility/upload), the request carries its id. */
const documentField: FieldSpec = {
  name: 'documentFileId',
  kind: 'file',
  label: messages.document,
  hint: messages.documentHint,
  required: true,
  wide: true,
  accept: 'application/pdf,image/jpeg,image/png,image/heic',
};

/** Change of name (SPEC §7 multilease `change-name`, form data): the contract, then the new name, why, and a proof. */
export const changeOfNameForm: BrandFormDefinition = {
  id: 'multilease-change-name',
  brandAction: { brand: 'multilease', action: 'change-name' },
  steps: [
    { id: 'contract', title: messages.stepContract, fields: contractFields() },
    {
      id: 'name',
      title: messages.stepNewName,
      fields: [
        { name: 'previousLastName', kind: 'text', label: messages.previousLastName, required: true, maxLength: 60, wide: true },
        { name: 'newFirstName', kind: 'text', label: messages.newFirstName, required: true, maxLength: 60, autoComplete: 'given-name' },
        { name: 'newLastName', kind: 'text', label: messages.newLastName, required: true, maxLength: 60, autoComplete: 'family-name' },
        {
          name: 'reason',
          kind: 'radio',
          label: messages.reason,
          required: true,
          wide: true,
          options: [
            { value: 'marriage', label: messages.reasonMarriage },
            { value: 'divorce', label: messages.reasonDivorce },
            { value: 'other', label: messages.reasonOther },
          ],
        },
        documentField,
        privacy(),
      ],
    },
  ],
  tracking: { checkout: 'multilease_change_name', steps: [1, 2], confirmation: 3 },
};

/** Leasing liabilities (SPEC §7 multilease `leasing-liabilities`): a confirmation of what is still owed, on a date if given. */
export const leasingLiabilitiesForm: BrandFormDefinition = {
  id: 'multilease-leasing-liabilities',
  brandAction: { brand: 'multilease', action: 'leasing-liabilities' },
  steps: [
    {
      id: 'contract',
      title: messages.stepContract,
      fields: [
        ...contractFields(),
        { name: 'referenceDate', kind: 'date', label: messages.referenceDate, hint: messages.referenceDateHint },
      ],
    },
  ],
  tracking: { checkout: 'multilease_leasing_liabilities', steps: [1], confirmation: 2 },
};

/** My payments (SPEC §7 multilease `my-payments`): an overview of the payments, of one year if chosen (the page lists the years). */
export const myPaymentsForm: BrandFormDefinition = {
  id: 'multilease-my-payments',
  brandAction: { brand: 'multilease', action: 'my-payments' },
  steps: [
    {
      id: 'contract',
      title: messages.stepContract,
      fields: [...contractFields(), { name: 'year', kind: 'select', label: messages.year, numeric: true, options: [] }],
    },
  ],
  tracking: { checkout: 'multilease_my_payments', steps: [1], confirmation: 2 },
};

/** Payment slip (SPEC §7 multilease `order-payment-slip`): the contract, then by e-mail or by post (the address only then). */
export const paymentSlipForm: BrandFormDefinition = {
  id: 'multilease-order-payment-slip',
  brandAction: { brand: 'multilease', action: 'order-payment-slip' },
  steps: [
    { id: 'contract', title: messages.stepContract, fields: contractFields() },
    {
      id: 'delivery',
      title: messages.stepDelivery,
      fields: [
        {
          name: 'delivery',
          kind: 'radio',
          label: messages.delivery,
          required: true,
          wide: true,
          options: [
            { value: 'email', label: messages.deliveryEmail },
            { value: 'mail', label: messages.deliveryMail },
          ],
        },
        ...addressFields(),
      ],
    },
  ],
  tracking: { checkout: 'multilease_payment_slip', steps: [1, 2], confirmation: 3 },
};
