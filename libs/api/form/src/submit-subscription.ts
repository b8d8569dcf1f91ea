import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST subscription: the car-subscription checkout */
export function submitSubscription(ctx: ApiContext, payload: FormPayload<'subscription'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'subscription', payload, contract('formSubmitResponseSchema'), options);
}

export function subscriptionMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'subscription', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'subscription'>) => submitSubscription(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitSubscription() {
  return useMutation(subscriptionMutation(useApiContext()));
}
