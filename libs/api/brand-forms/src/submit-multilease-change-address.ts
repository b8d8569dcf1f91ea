import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/change-address (JSON): a new address for a leasing contract */
export function submitMultileaseChangeAddress(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'change-address'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'change-address', payload, options);
}
