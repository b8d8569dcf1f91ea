import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/multilease.ch/{platform}/change-name (form data): a new name for a leasing contract */
export function submitMultileaseChangeName(
  ctx: ApiContext,
  payload: BrandFormPayload<'multilease', 'change-name'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'multilease', 'change-name', payload, { ...options, asFormData: true });
}

export function multileaseChangeNameMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'multilease/change-name', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'multilease', 'change-name'>) =>
      submitMultileaseChangeName(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitMultileaseChangeName() {
  return useMutation(multileaseChangeNameMutation(useApiContext()));
}
