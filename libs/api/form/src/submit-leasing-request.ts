import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST leasing: the leasing checkout */
export function submitLeasingRequest(ctx: ApiContext, payload: FormPayload<'leasing'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'leasing', payload, contract('formSubmitResponseSchema'), options);
}

export function leasingRequestMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'leasing', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'leasing'>) => submitLeasingRequest(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitLeasingRequest() {
  return useMutation(leasingRequestMutation(useApiContext()));
}
