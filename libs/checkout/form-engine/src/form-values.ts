import { valueTypeOf, type FieldSpec } from './lead-form';

/** What a form posted, field by field, as the visitor typed it (kept on a failed submit). */
export type FlatValues = Record<string, string | string[]>;

/** The posted fields of a form, as typed: one string per field, a list for checkbox groups. */
export function flatValuesOf(formData: FormData, fields: FieldSpec[]): FlatValues {
  const values: FlatValues = {};
  for (const field of fields) {
    if (field.kind === 'file') continue;
    if (field.kind === 'checkboxes') values[field.name] = formData.getAll(field.name).map(String);
    else {
      const value = formData.get(field.name);
      if (typeof value === 'string') values[field.name] = value;
    }
  }
  return values;
}

/** White space at either end, except the control characters among it (tab, LF, VT, FF, CR). */
const TRIMMED_SPACE = /^[^\S\t\n\v\f\r]+|[^\S\t\n\v\f\r]+$/g;

function typed(field: FieldSpec, raw: string | string[] | undefined): unknown {
  switch (valueTypeOf(field)) {
    case 'strings':
      return Array.isArray(raw) ? raw : raw ? [raw] : [];
    case 'numbers':
      return (Array.isArray(raw) ? raw : raw ? [raw] : []).map(Number);
    case 'boolean':
      // an unticked checkbox posts nothing
      return raw === 'on' || raw === 'true';
    case 'number': {
      const text = typeof raw === 'string' ? raw.replace(/['’\s]/g, '') : '';
      return text === '' ? undefined : Number(text);
    }
    default: {
      if (typeof raw !== 'string' || raw.trim() === '') return undefined;
      // spaces go, a control character at an end stays: the contract refuses it (a trim would hide a CR/LF)
      return raw.replace(TRIMMED_SPACE, '');
    }
  }
}

/** Sets a dotted payload path (`contact.firstName`) in a nested object. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** Reads a dotted payload path from a nested object (react-hook-form's values and errors). */
export const getPath = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], source);

/**
 * The payload part the fields make: dotted names become nested objects, texts become numbers,
 * booleans and lists by the field's kind; an empty text is absent (the contract says whether
 * that is allowed). The same function runs on the server (no JavaScript) and in the browser.
 */
export function payloadOf(values: FlatValues, fields: FieldSpec[]): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = typed(field, values[field.name]);
    if (value !== undefined) setPath(payload, field.name, value);
  }
  return payload;
}

/** A file input's posted value when the visitor chose a file (an empty part when not; a text without a multipart form). */
export const isChosenDocument = (value: FormDataEntryValue | null): value is File =>
  value !== null && typeof value !== 'string' && value.size > 0;

/** What a chosen document stands for until its upload gives it an id (the action uploads only valid leads). */
export const CHOSEN_DOCUMENT = 'chosen';

/**
 * The payload with a stand-in for each document the visitor chose, so the contract can tell a
 * required document that is missing from one that is there but not uploaded yet.
 */
export function withChosenDocuments(payload: Record<string, unknown>, formData: FormData, fields: FieldSpec[]): Record<string, unknown> {
  const result = { ...payload };
  for (const field of fields) {
    if (field.kind === 'file' && isChosenDocument(formData.get(field.name))) setPath(result, field.name, CHOSEN_DOCUMENT);
  }
  return result;
}
