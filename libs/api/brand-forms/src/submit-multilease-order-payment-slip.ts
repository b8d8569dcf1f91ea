import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/order-payment-slip: order payment slips */
export function submitMultileasePaymentSlipOrder(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'order-payment-slip'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'order-payment-slip', payload, options);
}
