import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/zeekr.ch/{platform}/contact */
export function submitZeekrContact(ctx: ApiContext, payload: BrandFormPayload<'zeekr', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'zeekr', 'contact', payload, options);
}

export function zeekrContactMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'zeekr/contact', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'zeekr', 'contact'>) =>
      submitZeekrContact(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitZeekrContact() {
  return useMutation(zeekrContactMutation(useApiContext()));
}
