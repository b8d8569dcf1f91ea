import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/change-name (form data): a new name for a leasing contract */
export function submitMultileaseChangeName(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'change-name'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'change-name', payload, options);
}
