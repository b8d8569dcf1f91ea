import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/emilfrey.ch/{platform}/contact */
export function submitEmilfreyContact(ctx: ApiContext, payload: BrandFormPayload<'emilfrey', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'emilfrey', 'contact', payload, options);
}
