import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST trade-in: a trade-in valuation request */
export function submitTradeIn(ctx: ApiContext, payload: FormPayload<'trade-in'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'trade-in', payload, contract('formSubmitResponseSchema'), options);
}

export function tradeInMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'trade-in', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'trade-in'>) => submitTradeIn(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitTradeIn() {
  return useMutation(tradeInMutation(useApiContext()));
}
