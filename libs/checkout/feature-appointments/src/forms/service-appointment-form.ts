import {
  addressFields,
  closingFields,
  contactFields,
  wishDateField,
  type FieldSpec,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The dealer's workshop services (dealer service `workshop-services`); the page supplies the options. */
export const WORKSHOP_SERVICES_FIELD = 'workshopServiceIds';
/** The months of the first registration; the page names them in its language. */
export const REGISTRATION_MONTH_FIELD = 'vehicle.firstRegistration.month';
/** The corporate-client flag; the company address is asked for (and sent) only when it is ticked. */
export const CORPORATE_CLIENT_FIELD = 'corporateClient';

/** The visitor's address is optional in the service contract: all of it, or none. */
const optionalAddressFields = (): FieldSpec[] =>
  addressFields().map((field, index) => ({ ...field, required: false, hint: index === 0 ? messages.addressHint : undefined }));

/** The company address of a corporate client: required when the flag is ticked (the contract's refine). */
const companyAddressFields = (): FieldSpec[] => [
  {
    name: 'companyAddress.street',
    kind: 'text',
    label: messages.companyStreet,
    required: true,
    autoComplete: 'section-company address-line1',
  },
  { name: 'companyAddress.number', kind: 'text', label: messages.companyNumber, required: true },
  {
    name: 'companyAddress.zip',
    kind: 'text',
    label: messages.companyZip,
    required: true,
    autoComplete: 'section-company postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'companyAddress.city',
    kind: 'text',
    label: messages.companyCity,
    required: true,
    autoComplete: 'section-company address-level2',
  },
];

/** SPEC §3 vehicle data of the service form: make, model, control sign, first registration, mileage. */
const vehicleFields = (): FieldSpec[] => [
  { name: 'vehicle.make', kind: 'text', label: messages.make, required: true, maxLength: 60 },
  { name: 'vehicle.model', kind: 'text', label: messages.model, required: true, maxLength: 80 },
  { name: 'vehicle.controlSign', kind: 'text', label: messages.controlSign, hint: messages.controlSignHint, maxLength: 20 },
  { name: 'vehicle.mileage', kind: 'number', label: messages.mileage, required: true, min: 0 },
  { name: 'vehicle.firstRegistration.year', kind: 'number', label: messages.registrationYear, required: true, min: 1950, max: 2100 },
  {
    name: REGISTRATION_MONTH_FIELD,
    kind: 'select',
    label: messages.registrationMonth,
    required: true,
    numeric: true,
    emptyOption: true,
    options: [],
  },
];

/**
 * Service appointment (SPEC §2 checkout steps): wish date, services, extended contact data, vehicle
 * data, thanks. SPEC §9 gives the service form no tracking numbers: the generic form events 1 to 4,
 * then 5 on the thanks step (like trade-in, decision 0019).
 */
export const serviceAppointmentForm: LeadFormDefinition = {
  id: 'service-appointment',
  path: 'service',
  steps: [
    {
      id: 'wish-date',
      title: messages.stepWishDate,
      fields: [
        wishDateField(),
        { name: 'alternativeDate', kind: 'date', label: messages.alternativeDate, hint: messages.alternativeDateHint },
      ],
    },
    {
      id: 'services',
      title: messages.stepServices,
      fields: [
        { name: WORKSHOP_SERVICES_FIELD, kind: 'checkboxes', label: messages.workshopServices, required: true, wide: true, options: [] },
        { name: 'replacementCar', kind: 'checkbox', label: messages.replacementCar, wide: true },
      ],
    },
    {
      id: 'contact',
      title: messages.stepExtendedContact,
      fields: [
        ...contactFields(),
        ...optionalAddressFields(),
        { name: 'alreadyCustomer', kind: 'checkbox', label: messages.alreadyCustomer, wide: true },
        { name: CORPORATE_CLIENT_FIELD, kind: 'checkbox', label: messages.corporateClient, wide: true },
        ...companyAddressFields(),
      ],
    },
    { id: 'vehicle', title: messages.stepVehicle, fields: [...vehicleFields(), ...closingFields()] },
  ],
  tracking: { checkout: 'service', steps: [1, 2, 3, 4], confirmation: 5 },
};
