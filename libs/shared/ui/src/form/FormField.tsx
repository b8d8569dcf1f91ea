import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldIds {
  id: string;
  /** ids of the hint and error, for the control's aria-describedby */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** the error text in the page's language; shown above the control (GOV.UK pattern) */
  error?: string;
  /** the control, wired to the label, hint and error */
  children: (ids: FieldIds) => ReactNode;
}

/** One labelled control with its hint and inline error. Required fields are marked * (SPEC §5). */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles['field']} data-invalid={error ? 'true' : undefined}>
      <label className={styles['label']} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className={styles['hint']} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles['error']} id={errorId}>
          {error}
        </p>
      )}
      {children({ id, describedBy, invalid: Boolean(error) })}
    </div>
  );
}

export interface ChoiceGroupProps {
  id: string;
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** Radios or checkboxes under one legend, with hint and inline error. */
export function ChoiceGroup({ id, legend, required, hint, error, children }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={styles['group']}
      id={id}
      tabIndex={-1}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={styles['label']}>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p className={styles['hint']} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles['error']} id={errorId}>
          {error}
        </p>
      )}
      <div className={styles['choices']}>{children}</div>
    </fieldset>
  );
}
