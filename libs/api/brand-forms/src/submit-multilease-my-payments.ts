import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/my-payments: the payments of a contract */
export function submitMultileaseMyPayments(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'my-payments'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'my-payments', payload, options);
}
