import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/leasing-liabilities: a statement of the open leasing liabilities */
export function submitMultileaseLeasingLiabilities(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'leasing-liabilities'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'leasing-liabilities', payload, options);
}

export function multileaseLeasingLiabilitiesMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'multilease/leasing-liabilities', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'multilease', 'leasing-liabilities'>) =>
      submitMultileaseLeasingLiabilities(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitMultileaseLeasingLiabilities() {
  return useMutation(multileaseLeasingLiabilitiesMutation(useApiContext()));
}
