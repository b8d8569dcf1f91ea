import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/suzuki.ch/{platform}/contact */
export function submitSuzukiContact(ctx: ApiContext, payload: BrandFormPayload<'suzuki', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'suzuki', 'contact', payload, options);
}
