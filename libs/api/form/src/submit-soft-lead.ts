import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST soft-lead/submit: a soft lead (e-mail only) */
export function submitSoftLead(ctx: ApiContext, payload: FormPayload<'soft-lead/submit'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'soft-lead/submit', payload, contract('formSubmitResponseSchema'), options);
}

export function softLeadMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'soft-lead/submit', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'soft-lead/submit'>) => submitSoftLead(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitSoftLead() {
  return useMutation(softLeadMutation(useApiContext()));
}
