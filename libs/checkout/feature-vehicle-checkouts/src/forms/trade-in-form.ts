import { closingFields, contactFields, formEngineMessages, type FieldSpec, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

const MONTHS = [
  messages.month1,
  messages.month2,
  messages.month3,
  messages.month4,
  messages.month5,
  messages.month6,
  messages.month7,
  messages.month8,
  messages.month9,
  messages.month10,
  messages.month11,
  messages.month12,
];

/** The dealer or one of its locations takes the lead; the page supplies the options (SPEC §2 "contact data with dealer choice"). */
const dealerField: FieldSpec = {
  name: 'dealerId',
  kind: 'select',
  label: messages.dealerChoice,
  required: true,
  numeric: true,
  wide: true,
  options: [],
};

/** SPEC §3 vehicle data; makes and models are suggestions from the form service, the engine is optional (SPEC §5). */
const vehicleFields: FieldSpec[] = [
  { name: 'vehicle.make', kind: 'text', label: messages.make, required: true, maxLength: 60 },
  { name: 'vehicle.model', kind: 'text', label: messages.model, required: true, maxLength: 80 },
  { name: 'vehicle.firstRegistration.year', kind: 'number', label: messages.registrationYear, required: true, min: 1950, max: 2100 },
  {
    name: 'vehicle.firstRegistration.month',
    kind: 'select',
    label: messages.registrationMonth,
    required: true,
    numeric: true,
    emptyOption: true,
    options: MONTHS.map((label, index) => ({ value: String(index + 1), label })),
  },
  { name: 'vehicle.mileage', kind: 'number', label: messages.mileage, required: true, min: 0 },
  { name: 'vehicle.engine', kind: 'text', label: messages.engine, maxLength: 80 },
  { name: 'vehicle.controlSign', kind: 'text', label: messages.controlSign, maxLength: 20 },
  {
    name: 'condition',
    kind: 'radio',
    label: messages.condition,
    wide: true,
    options: [
      { value: 'excellent', label: messages.conditionExcellent },
      { value: 'good', label: messages.conditionGood },
      { value: 'fair', label: messages.conditionFair },
      { value: 'poor', label: messages.conditionPoor },
    ],
  },
  {
    name: 'documentFileId',
    kind: 'file',
    label: messages.document,
    hint: messages.documentHint,
    accept: '.pdf,.jpg,.jpeg,.png,.heic',
    wide: true,
  },
];

/** Trade-in (SPEC §2): contact data with dealer choice, vehicle select, thanks (the spec names no tracking steps: 1, 2, then 3). */
export const tradeInForm: LeadFormDefinition = {
  id: 'trade-in',
  path: 'trade-in',
  steps: [
    { id: 'contact', title: formEngineMessages.stepContact, fields: [dealerField, ...contactFields()] },
    { id: 'vehicle', title: messages.stepVehicle, fields: [...vehicleFields, ...closingFields()] },
  ],
  tracking: { checkout: 'trade_in', steps: [1, 2], confirmation: 3 },
};
