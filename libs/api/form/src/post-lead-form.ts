import type { z } from 'zod';
import type { FormPath, FormPayload } from '@carweb/api-contracts';
import { submitForm, type ApiContext, type FormSubmitOptions, type SchemaSource } from '@carweb/api-http';

/**
 * POST {form}/{path}: validates the payload with the form's contract (defaults applied, texts trimmed),
 * sends it and succeeds only when the answer has `success: true`.
 */
export async function postLeadForm<P extends FormPath, R extends z.ZodTypeAny>(
  ctx: ApiContext,
  path: P,
  payload: FormPayload<P>,
  responseSchema: SchemaSource<R>,
  options?: FormSubmitOptions,
): Promise<z.infer<R>> {
  const { FORM_PAYLOAD_SCHEMAS } = await import('@carweb/api-contracts');
  const body = FORM_PAYLOAD_SCHEMAS[path].parse(payload);
  return submitForm(ctx, 'form', path, body, responseSchema, options);
}
