import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST brochures: a brochure request */
export function submitBrochureRequest(ctx: ApiContext, payload: FormPayload<'brochures'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'brochures', payload, contract('formSubmitResponseSchema'), options);
}

export function brochureRequestMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'brochures', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'brochures'>) => submitBrochureRequest(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitBrochureRequest() {
  return useMutation(brochureRequestMutation(useApiContext()));
}
