import type { ContractCase } from '../contract-case';
import { BRAND_FORM_CASES } from './brand-form-cases';
import { CONTENT_CASES } from './content-cases';
import { DEALER_CASES } from './dealer-cases';
import { FORM_CASES } from './form-cases';
import { MODEL_CASES } from './model-cases';
import { BASE_CASES, PAYMENT_CASES } from './payment-and-base-cases';
import { VEHICLE_CASES } from './vehicle-cases';

export const CONTRACT_CASES: ContractCase[] = [
  ...VEHICLE_CASES,
  ...DEALER_CASES,
  ...FORM_CASES,
  ...BRAND_FORM_CASES,
  ...MODEL_CASES,
  ...BASE_CASES,
  ...CONTENT_CASES,
  ...PAYMENT_CASES,
];
