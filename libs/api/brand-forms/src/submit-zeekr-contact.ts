import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/zeekr.ch/{platform}/contact */
export function submitZeekrContact(ctx: ApiContext, payload: BrandFormPayload<'zeekr', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'zeekr', 'contact', payload, options);
}
