import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST test-drive: a test drive of a vehicle of the market */
export function submitTestDrive(ctx: ApiContext, payload: FormPayload<'test-drive'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'test-drive', payload, contract('formSubmitResponseSchema'), options);
}

export function testDriveMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'test-drive', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'test-drive'>) => submitTestDrive(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitTestDrive() {
  return useMutation(testDriveMutation(useApiContext()));
}
