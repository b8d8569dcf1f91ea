import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/change-address (JSON): a new address for a leasing contract */
export function submitMultileaseChangeAddress(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'change-address'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'change-address', payload, options);
}

export function multileaseChangeAddressMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'multilease/change-address', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'multilease', 'change-address'>) =>
      submitMultileaseChangeAddress(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitMultileaseChangeAddress() {
  return useMutation(multileaseChangeAddressMutation(useApiContext()));
}
