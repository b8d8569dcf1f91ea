import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST buying-request: the buy-online checkout */
export function submitBuyingRequest(ctx: ApiContext, payload: FormPayload<'buying-request'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'buying-request', payload, contract('formSubmitResponseSchema'), options);
}

export function buyingRequestMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'buying-request', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'buying-request'>) => submitBuyingRequest(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitBuyingRequest() {
  return useMutation(buyingRequestMutation(useApiContext()));
}
