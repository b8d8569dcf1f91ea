import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postBrandForm, type BrandFormPayload, type BrandFormSubmission } from './post-brand-form';

/** POST {locale}/zeekr.ch/{platform}/model-test-drive */
export function submitZeekrModelTestDrive(
  ctx: ApiContext,
  payload: BrandFormPayload<'zeekr', 'model-test-drive'>,
  options?: FormSubmitOptions,
) {
  return postBrandForm(ctx, 'zeekr', 'model-test-drive', payload, options);
}

export function zeekrModelTestDriveMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['brand', 'zeekr/model-test-drive', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: BrandFormSubmission<'zeekr', 'model-test-drive'>) =>
      submitZeekrModelTestDrive(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitZeekrModelTestDrive() {
  return useMutation(zeekrModelTestDriveMutation(useApiContext()));
}
