import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST subscription: the car-subscription checkout */
export function submitSubscription(ctx: ApiContext, payload: FormPayload<'subscription'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'subscription', payload, contract('formSubmitResponseSchema'), options);
}
