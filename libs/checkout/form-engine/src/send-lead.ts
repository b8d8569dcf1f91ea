import { postBrandForm } from '@carweb/api-brand-forms';
import { contract, submitForm, type ApiContext, type ContractName } from '@carweb/api-http';
import type { Contracts } from './lead-call';
import type { FormDefinition } from './lead-form';

/** SPEC §7: some brand actions take form data instead of JSON (multilease change-name). */
const isFormDataAction = (definition: FormDefinition, contracts: Contracts) =>
  !('path' in definition) &&
  contracts.FORM_DATA_BRAND_ACTIONS.some(
    ([brand, action]) => brand === definition.brandAction.brand && action === definition.brandAction.action,
  );

/**
 * Sends a checked payload to the form's call: a form service POST, or a brand-specific POST under
 * {locale}/{brand}.ch/{platform}. Both succeed only with `success: true` (SPEC §5).
 */
export async function sendLead(
  api: ApiContext,
  definition: FormDefinition,
  payload: Record<string, unknown>,
  options: { idempotencyKey: string; responseContract?: ContractName },
): Promise<Record<string, unknown>> {
  if ('path' in definition) {
    const answer = await submitForm(
      api,
      'form',
      definition.path,
      payload,
      contract(options.responseContract ?? 'formSubmitResponseSchema'),
      {
        idempotencyKey: options.idempotencyKey,
      },
    );
    return answer as Record<string, unknown>;
  }
  const contracts = await import('@carweb/api-contracts');
  const { brand, action } = definition.brandAction;
  const answer = await postBrandForm(api, brand, action as never, payload as never, {
    idempotencyKey: options.idempotencyKey,
    asFormData: isFormDataAction(definition, contracts),
  });
  return answer as Record<string, unknown>;
}
