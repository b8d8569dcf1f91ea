export {
  brandFormPath,
  postBrandForm,
  type FormBrand,
  type BrandFormAction,
  type BrandFormPayload,
  type BrandFormSubmission,
} from './post-brand-form';
export {
  submitMultileaseChangeAddress,
  multileaseChangeAddressMutation,
  useSubmitMultileaseChangeAddress,
} from './submit-multilease-change-address';
export { submitMultileaseChangeName, multileaseChangeNameMutation, useSubmitMultileaseChangeName } from './submit-multilease-change-name';
export {
  submitMultileaseLeasingLiabilities,
  multileaseLeasingLiabilitiesMutation,
  useSubmitMultileaseLeasingLiabilities,
} from './submit-multilease-leasing-liabilities';
export { submitMultileaseMyPayments, multileaseMyPaymentsMutation, useSubmitMultileaseMyPayments } from './submit-multilease-my-payments';
export {
  submitMultileasePaymentSlipOrder,
  multileasePaymentSlipOrderMutation,
  useSubmitMultileasePaymentSlipOrder,
} from './submit-multilease-order-payment-slip';
export { submitSuzukiContact, suzukiContactMutation, useSubmitSuzukiContact } from './submit-suzuki-contact';
export { submitZeekrContact, zeekrContactMutation, useSubmitZeekrContact } from './submit-zeekr-contact';
export { submitZeekrModelTestDrive, zeekrModelTestDriveMutation, useSubmitZeekrModelTestDrive } from './submit-zeekr-model-test-drive';
export { submitEmilfreyContact, emilfreyContactMutation, useSubmitEmilfreyContact } from './submit-emilfrey-contact';
export { submitEmilfreyNewsletter, emilfreyNewsletterMutation, useSubmitEmilfreyNewsletter } from './submit-emilfrey-newsletter';
