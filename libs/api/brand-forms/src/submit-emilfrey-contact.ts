import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/emilfrey.ch/{platform}/contact */
export function submitEmilfreyContact(ctx: ApiContext, payload: BrandFormPayload<'emilfrey', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'emilfrey', 'contact', payload, options);
}

export function emilfreyContactMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'emilfrey/contact', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'emilfrey', 'contact'>) =>
      submitEmilfreyContact(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitEmilfreyContact() {
  return useMutation(emilfreyContactMutation(useApiContext()));
}
