import * as brandForms from '@carweb/api-brand-forms';
import type { ContractCase } from '../contract-case';
import { address, contact, wishDate } from './lead-payloads';

const contract = { contractNumber: 'ML-2024-000123', email: 'anna.muster@example.ch' };
const message = { contact, subject: 'Anfrage', message: 'Bitte kontaktieren Sie mich.', privacyAccepted: true as const };

export const BRAND_FORM_CASES: ContractCase[] = [
  {
    fetcher: 'submitMultileaseChangeAddress',
    run: (ctx) =>
      brandForms.submitMultileaseChangeAddress(ctx, {
        ...contract,
        newAddress: address,
        validFrom: wishDate(30),
        privacyAccepted: true,
      }),
  },
  {
    fetcher: 'submitMultileaseChangeName',
    run: (ctx) =>
      brandForms.submitMultileaseChangeName(ctx, {
        ...contract,
        previousLastName: 'Muster',
        newFirstName: 'Anna',
        newLastName: 'Beispiel',
        reason: 'marriage',
        documentFileId: 'upload-1',
        privacyAccepted: true,
      }),
  },
  { fetcher: 'submitMultileaseLeasingLiabilities', run: (ctx) => brandForms.submitMultileaseLeasingLiabilities(ctx, contract) },
  { fetcher: 'submitMultileaseMyPayments', run: (ctx) => brandForms.submitMultileaseMyPayments(ctx, { ...contract, year: 2024 }) },
  {
    fetcher: 'submitMultileasePaymentSlipOrder',
    run: (ctx) => brandForms.submitMultileasePaymentSlipOrder(ctx, { ...contract, delivery: 'mail', address }),
  },
  { fetcher: 'submitSuzukiContact', run: (ctx) => brandForms.submitSuzukiContact(ctx, message) },
  { fetcher: 'submitZeekrContact', run: (ctx) => brandForms.submitZeekrContact(ctx, message) },
  {
    fetcher: 'submitZeekrModelTestDrive',
    run: (ctx) =>
      brandForms.submitZeekrModelTestDrive(ctx, {
        contact,
        modelId: 1,
        location: 'Zürich',
        wishDate: wishDate(),
        privacyAccepted: true,
      }),
  },
  { fetcher: 'submitEmilfreyContact', run: (ctx) => brandForms.submitEmilfreyContact(ctx, message) },
  {
    fetcher: 'submitEmilfreyNewsletter',
    run: (ctx) => brandForms.submitEmilfreyNewsletter(ctx, { email: 'anna.muster@example.ch', privacyAccepted: true }),
  },
];
