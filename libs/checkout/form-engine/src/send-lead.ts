import { BRAND_FORM_FETCHERS } from '@carweb/api-brand-forms';
import { LEAD_FORM_FETCHERS } from '@carweb/api-form';
import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import type { FormDefinition } from './lead-form';

type LeadFetcher = (api: ApiContext, payload: Record<string, unknown>, options: FormSubmitOptions) => Promise<unknown>;

/**
 * The per-operation fetcher that sends a form's lead, named by its description: `path` → the form service's
 * (libs/api/form, `LEAD_FORM_FETCHERS`, e.g. `service` → submit-service-appointment.ts), `brandAction` → the brand
 * service's (libs/api/brand-forms, `BRAND_FORM_FETCHERS`). The one way a lead is sent (decision 0019).
 */
export function leadFetcherOf(definition: FormDefinition): LeadFetcher {
  // the payload is checked with the call's contract before it is sent (runLeadAction, then the fetcher itself)
  if ('path' in definition) return LEAD_FORM_FETCHERS[definition.path] as LeadFetcher;
  const { brand, action } = definition.brandAction;
  const fetchers: Readonly<Record<string, unknown>> = BRAND_FORM_FETCHERS[brand];
  return fetchers[action] as LeadFetcher;
}

/**
 * Sends a checked payload with its fetcher, which checks it with the call's contract again, posts it with the
 * idempotency key and parses the answer with the call's response contract (a payment session, a check-in hash).
 * It succeeds only with `success: true` (SPEC §5).
 */
export async function sendLead(
  api: ApiContext,
  definition: FormDefinition,
  payload: Record<string, unknown>,
  options: { idempotencyKey: string },
): Promise<Record<string, unknown>> {
  const answer = await leadFetcherOf(definition)(api, payload, { idempotencyKey: options.idempotencyKey });
  return answer as Record<string, unknown>;
}
