import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST model-offer-form: an offer for a configured model */
export function submitModelOffer(ctx: ApiContext, payload: FormPayload<'model-offer-form'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'model-offer-form', payload, contract('formSubmitResponseSchema'), options);
}

export function modelOfferMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'model-offer-form', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'model-offer-form'>) => submitModelOffer(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitModelOffer() {
  return useMutation(modelOfferMutation(useApiContext()));
}
