import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST contact-corporate: the corporate contact form */
export function submitCorporateContact(ctx: ApiContext, payload: FormPayload<'contact-corporate'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'contact-corporate', payload, contract('formSubmitResponseSchema'), options);
}

export function corporateContactMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'contact-corporate', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'contact-corporate'>) =>
      submitCorporateContact(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitCorporateContact() {
  return useMutation(corporateContactMutation(useApiContext()));
}
