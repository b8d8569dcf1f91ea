import type { z } from 'zod';
import type { FormDefinition } from './lead-form';

export type Contracts = typeof import('@carweb/api-contracts');

/** The §7 call a form sends, as named in idempotency keys and logs: `test-drive`, `suzuki/contact`. */
export const leadCallName = (definition: FormDefinition): string =>
  'path' in definition ? definition.path : `${definition.brandAction.brand}/${definition.brandAction.action}`;

/** The contract a form's payload must meet: the form service path's, or the brand action's. */
export function leadContractOf(definition: FormDefinition, contracts: Contracts): z.ZodTypeAny {
  if ('path' in definition) return contracts.FORM_PAYLOAD_SCHEMAS[definition.path];
  const { brand, action } = definition.brandAction;
  return (contracts.BRAND_FORM_SCHEMAS[brand] as Record<string, z.ZodTypeAny>)[action];
}
