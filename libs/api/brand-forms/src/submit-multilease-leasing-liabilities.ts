import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/leasing-liabilities: a statement of the open leasing liabilities */
export function submitMultileaseLeasingLiabilities(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'leasing-liabilities'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'leasing-liabilities', payload, options);
}
