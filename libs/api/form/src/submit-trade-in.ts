import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST trade-in: a trade-in valuation request */
export function submitTradeIn(ctx: ApiContext, payload: FormPayload<'trade-in'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'trade-in', payload, contract('formSubmitResponseSchema'), options);
}
