import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST model-test-drive: a test drive of a model of the range */
export function submitModelTestDrive(ctx: ApiContext, payload: FormPayload<'model-test-drive'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'model-test-drive', payload, contract('formSubmitResponseSchema'), options);
}

export function modelTestDriveMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'model-test-drive', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'model-test-drive'>) => submitModelTestDrive(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitModelTestDrive() {
  return useMutation(modelTestDriveMutation(useApiContext()));
}
