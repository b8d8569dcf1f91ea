import { data, redirect, redirectDocument } from 'react-router-dom';
import { HttpClientError, logEvent, type ApiContext } from '@carweb/api-http';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { flatValuesOf, payloadOf, withChosenDocuments, type FlatValues } from './form-values';
import { documentFingerprint, idempotencyKeyFor } from './idempotency-key';
import { leadCallName, leadContractOf } from './lead-call';
import { allFields, type FieldSpec, type FormDefinition } from './lead-form';
import { sendLead } from './send-lead';
import { uploadDocuments } from './upload-documents';

/** What the form page shows after a POST that did not lead to the thanks step: the typed values and why. */
export interface LeadActionData {
  values: FlatValues;
  fieldErrors?: FieldErrors;
  /** the form service failed or said no: the generic message of SPEC §8, values kept */
  submitFailed?: boolean;
}

export interface LeadSubmitTarget {
  api: ApiContext;
  /** payload parts the page knows and the visitor does not type (dealerId, vehicleId, the leasing rate), from the typed payload */
  fixed: Record<string, unknown> | ((payload: Record<string, unknown>) => Promise<Record<string, unknown>>);
  /** where the visitor lands after the lead is stored (303: a reload never sends it again) */
  thanksUrl: string;
  /** the call's answer names the next page, e.g. the payment provider's: a full page load, not a route */
  nextDocument?: (answer: Record<string, unknown>) => string;
}

const hasFieldErrors = (error: unknown): error is HttpClientError & { body: { fieldErrors: Record<string, string[]> } } =>
  error instanceof HttpClientError && error.status === 400 && typeof (error.body as { fieldErrors?: unknown })?.fieldErrors === 'object';

/**
 * The route action of every lead form (server without JavaScript, browser with it): the posted
 * fields become the §3 payload, the form's contract validates it (422 with field errors and the
 * typed values), the §7 call sends it with one idempotency key per payload (a double click, a
 * retry or a resubmit after "back" store one lead), and success answers 303 to the thanks step.
 */
export async function runLeadAction(definition: FormDefinition, request: Request, target: LeadSubmitTarget) {
  const formData = await request.formData().catch(() => undefined);
  if (!formData) {
    // a body no parser can read (a broken multipart body): the form again with the generic message, values lost
    logEvent('warn', 'Lead: the form body cannot be read', { form: definition.id });
    return data<LeadActionData>({ values: {}, submitFailed: true }, { status: 400 });
  }
  const fields = allFields(definition);
  const values = flatValuesOf(formData, fields);
  if (Object.keys(values).length === 0) {
    logEvent('warn', 'No data to submit', { form: definition.id });
    return data<LeadActionData>({ values, submitFailed: true }, { status: 400 });
  }
  const contracts = await import('@carweb/api-contracts');
  const typed = payloadOf(values, fields);
  const fixed = typeof target.fixed === 'function' ? await target.fixed(typed) : target.fixed;
  const parsed = leadContractOf(definition, contracts).safeParse(withChosenDocuments({ ...typed, ...fixed }, formData, fields));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues, fields);
    if (Object.keys(fieldErrors).length > 0) return data<LeadActionData>({ values, fieldErrors }, { status: 422 });
    // what the page adds is wrong (e.g. no leasing rate for these terms): the visitor cannot fix it
    // where and which rule, never the value (decision 0046)
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code }));
    logEvent('warn', "Lead: the page's part of the payload is invalid", { form: definition.id, issues });
    return data<LeadActionData>({ values, submitFailed: true }, { status: 422 });
  }
  const files = fields.filter((field: FieldSpec) => field.kind === 'file');
  try {
    // the key stands for the documents' contents, not their upload ids: one lead however often they are sent
    const documents = await Promise.all(
      files.map(async (field) => {
        const file = formData.get(field.name);
        return [field.name, file instanceof Blob && file.size > 0 ? await documentFingerprint(file) : undefined] as const;
      }),
    );
    const checked = parsed.data as Record<string, unknown>;
    const idempotencyKey = await idempotencyKeyFor(leadCallName(definition), { ...checked, ...Object.fromEntries(documents) });
    // the uploads carry it too: sent again, a document gets the id of its first upload, so the lead is the same one
    const uploaded = await uploadDocuments(target.api, files, formData, idempotencyKey);
    if ('fieldErrors' in uploaded) return data<LeadActionData>({ values, fieldErrors: uploaded.fieldErrors }, { status: 422 });
    const payload = { ...checked, ...uploaded.ids };
    const answer = await sendLead(target.api, definition, payload, { idempotencyKey });
    if (target.nextDocument) return redirectDocument(target.nextDocument(answer), 303);
  } catch (error) {
    if (hasFieldErrors(error)) {
      const issues = Object.entries(error.body.fieldErrors).map(([path, [message = 'invalid']]) => ({ path: path.split('.'), message }));
      return data<LeadActionData>({ values, fieldErrors: fieldErrorsOf(issues, fields) }, { status: 422 });
    }
    logEvent('warn', 'Lead not sent', { form: definition.id, err: error });
    return data<LeadActionData>({ values, submitFailed: true }, { status: 503 });
  }
  return redirect(target.thanksUrl, 303);
}
