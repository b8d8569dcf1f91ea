import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/emilfrey.ch/{platform}/newsletter: the newsletter subscription */
export function submitEmilfreyNewsletter(
  ctx: ApiContext,
  payload: BrandFormPayload<'emilfrey', 'newsletter'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'emilfrey', 'newsletter', payload, options);
}
