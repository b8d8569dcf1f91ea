import type { FieldSpec } from './lead-form';

/** SPEC §5 error codes of the contracts: 'required' → 'Dieses Feld ist erforderlich', else 'Ungültige Eingabe'. */
export type FieldError = 'required' | 'invalid';
export type FieldErrors = Record<string, FieldError>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * zod issues → the first error per field of the form, in the form's order. An issue on a path
 * the form does not show (e.g. a nested part of a group) is told to the nearest field above it.
 */
export function fieldErrorsOf(issues: readonly Issue[], fields: FieldSpec[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = fields.find((f) => f.name === path) ?? fields.find((f) => path.startsWith(`${f.name}.`));
    if (!field || errors[field.name]) continue;
    errors[field.name] = issue.message === 'required' ? 'required' : 'invalid';
  }
  return Object.fromEntries(fields.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]]));
}
