import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST configurator-model-test-drive: a test drive of a saved configuration */
export function submitConfiguratorModelTestDrive(
  ctx: ApiContext,
  payload: FormPayload<'configurator-model-test-drive'>,
  options?: FormSubmitOptions,
) {
  return postLeadForm(ctx, 'configurator-model-test-drive', payload, contract('formSubmitResponseSchema'), options);
}
