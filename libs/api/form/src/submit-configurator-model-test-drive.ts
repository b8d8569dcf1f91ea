import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST configurator-model-test-drive: a test drive of a saved configuration */
export function submitConfiguratorModelTestDrive(
  ctx: ApiContext,
  payload: FormPayload<'configurator-model-test-drive'>,
  options?: FormSubmitOptions,
) {
  return postLeadForm(ctx, 'configurator-model-test-drive', payload, contract('formSubmitResponseSchema'), options);
}

export function configuratorModelTestDriveMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'configurator-model-test-drive', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'configurator-model-test-drive'>) =>
      submitConfiguratorModelTestDrive(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitConfiguratorModelTestDrive() {
  return useMutation(configuratorModelTestDriveMutation(useApiContext()));
}
