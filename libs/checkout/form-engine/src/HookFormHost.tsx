import { useLayoutEffect, useState, type RefObject } from 'react';
import { useForm, type FormState, type UseFormReturn } from 'react-hook-form';
import { setPath } from './form-values';
import { allFields, type FieldSpec, type FormDefinition } from './lead-form';
import { useLeadResolver } from './lead-resolver';

export type LeadHookForm = UseFormReturn<Record<string, unknown>>;

export interface HookFormHostProps {
  definition: FormDefinition;
  fixed: Record<string, unknown>;
  formRef: RefObject<HTMLFormElement | null>;
  /** called with the form and its state on every change of the state (the form renders from them) */
  onForm(form: LeadHookForm, state: FormState<Record<string, unknown>>): void;
}

/** A field's value in the DOM now, in the shape react-hook-form reads from such an input. */
function domValueOf(field: FieldSpec, data: FormData): unknown {
  switch (field.kind) {
    case 'checkbox':
      return data.has(field.name);
    case 'checkboxes':
      return data.getAll(field.name).map(String);
    case 'radio':
      return data.get(field.name) ?? null;
    default:
      return data.get(field.name) ?? '';
  }
}

/**
 * What the form holds when react-hook-form arrives: what the server rendered and what the visitor
 * typed or chose before. As the defaults, react-hook-form takes them over instead of reading the
 * inputs one by one (which would untick a radio chosen before its group's first input registered).
 * File inputs are left out: react-hook-form reads the chosen files itself, and a default would clear them.
 */
function domValuesOf(form: HTMLFormElement | null, fields: FieldSpec[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!form) return values;
  const data = new FormData(form);
  for (const field of fields) if (field.kind !== 'file') setPath(values, field.name, domValueOf(field, data));
  return values;
}

/**
 * The lead form's react-hook-form, loaded after hydration (`useHookFormOnDemand`). It renders nothing:
 * it holds the `useForm` hook for `LeadForm` (whose inputs must stay the same elements when the
 * library arrives) and hands it the form and every new form state.
 */
export function HookFormHost({ definition, fixed, formRef, onForm }: HookFormHostProps) {
  const resolver = useLeadResolver(definition, fixed, formRef);
  const [defaultValues] = useState(() => domValuesOf(formRef.current, allFields(definition)));
  const form = useForm<Record<string, unknown>>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const { formState } = form;
  useLayoutEffect(() => onForm(form, formState), [form, formState, onForm]);
  return null;
}
