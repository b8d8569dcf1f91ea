import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/emilfrey.ch/{platform}/newsletter: the newsletter subscription */
export function submitEmilfreyNewsletter(
  ctx: ApiContext,
  payload: BrandFormPayload<'emilfrey', 'newsletter'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'emilfrey', 'newsletter', payload, options);
}

export function emilfreyNewsletterMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'emilfrey/newsletter', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'emilfrey', 'newsletter'>) =>
      submitEmilfreyNewsletter(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitEmilfreyNewsletter() {
  return useMutation(emilfreyNewsletterMutation(useApiContext()));
}
