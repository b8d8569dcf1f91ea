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
      const text = typeof raw === 'string' ? raw.trim() : '';
      return text === '' ? undefined : text;
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
