import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/my-payments: the payments of a contract */
export function submitMultileaseMyPayments(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'my-payments'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'my-payments', payload, options);
}

export function multileaseMyPaymentsMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'multilease/my-payments', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'multilease', 'my-payments'>) =>
      submitMultileaseMyPayments(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitMultileaseMyPayments() {
  return useMutation(multileaseMyPaymentsMutation(useApiContext()));
}
