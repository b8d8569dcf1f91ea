import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/order-payment-slip: order payment slips */
export function submitMultileasePaymentSlipOrder(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'order-payment-slip'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'order-payment-slip', payload, options);
}

export function multileasePaymentSlipOrderMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'multilease/order-payment-slip', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'multilease', 'order-payment-slip'>) =>
      submitMultileasePaymentSlipOrder(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitMultileasePaymentSlipOrder() {
  return useMutation(multileasePaymentSlipOrderMutation(useApiContext()));
}
