import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST model-test-drive: a test drive of a model of the range */
export function submitModelTestDrive(ctx: ApiContext, payload: FormPayload<'model-test-drive'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'model-test-drive', payload, contract('formSubmitResponseSchema'), options);
}
