import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/suzuki.ch/{platform}/contact */
export function submitSuzukiContact(ctx: ApiContext, payload: BrandFormPayload<'suzuki', 'contact'>, options?: FormSubmitOptions) {
  return postBrandForm(ctx, 'suzuki', 'contact', payload, options);
}

export function suzukiContactMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'suzuki/contact', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'suzuki', 'contact'>) =>
      submitSuzukiContact(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitSuzukiContact() {
  return useMutation(suzukiContactMutation(useApiContext()));
}
