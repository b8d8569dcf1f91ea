import type { FieldErrors as HookFormErrors } from 'react-hook-form';
import { getPath } from './form-values';
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
 * the form does not show (e.g. a nested part of a group) is told to the nearest field above it;
 * a whole group missing (e.g. `contact`, nothing of it typed) to each required field of the group.
 */
export function fieldErrorsOf(issues: readonly Issue[], fields: FieldSpec[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const code: FieldError = issue.message === 'required' ? 'required' : 'invalid';
    const field = fields.find((f) => f.name === path) ?? fields.find((f) => path.startsWith(`${f.name}.`));
    if (field) {
      errors[field.name] ??= code;
      continue;
    }
    // the group itself is missing: nothing of it was typed, so each of its required fields is missing
    for (const target of fields.filter((f) => f.required && path !== '' && f.name.startsWith(`${path}.`)))
      errors[target.name] ??= 'required';
  }
  return Object.fromEntries(fields.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]]));
}

/** A field's error in react-hook-form's error tree (the resolver's messages are these codes). */
export const errorOf = (errors: HookFormErrors, name: string): FieldError | undefined => {
  const message = (getPath(errors, name) as { message?: unknown } | undefined)?.message;
  return message === 'required' ? 'required' : message ? 'invalid' : undefined;
};
