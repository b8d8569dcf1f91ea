import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST test-drive: a test drive of a vehicle of the market */
export function submitTestDrive(ctx: ApiContext, payload: FormPayload<'test-drive'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'test-drive', payload, contract('formSubmitResponseSchema'), options);
}
