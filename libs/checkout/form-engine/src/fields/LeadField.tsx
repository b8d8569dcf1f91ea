import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup, FormField } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import type { FieldError } from '../field-errors';
import { fieldId, type FieldOption, type FieldSpec } from '../lead-form';
import styles from '../lead-form.module.css';

/** What an input gets from `register`: its name, and react-hook-form's handlers and ref once the library is there. */
export type RegisteredField = Pick<UseFormRegisterReturn, 'name'> & Partial<UseFormRegisterReturn>;

export interface LeadFieldProps {
  field: FieldSpec;
  /** options that come with the page's data instead of the description (e.g. the vehicle's packages) */
  options?: FieldOption[];
  /** react-hook-form's `register`, or the name only before the library came (`LeadForm`) */
  register: (name: string) => RegisteredField;
  /** the typed value after a POST without JavaScript (kept on every failure) */
  value: string | string[] | undefined;
  error: FieldError | undefined;
}

/** One field of a lead form: a real label, its hint, the spec's error text, the autocomplete token. */
export function LeadField({ field, options, register, value, error }: LeadFieldProps) {
  const intl = useIntl();
  const text = (label: FieldOption['label']) => (typeof label === 'string' ? label : intl.formatMessage(label));
  const id = fieldId(field.name);
  const label = intl.formatMessage(field.label);
  const hint = field.hint ? intl.formatMessage(field.hint) : undefined;
  const errorText = error
    ? intl.formatMessage(error === 'required' ? specTexts.validationRequired : specTexts.validationInvalid)
    : undefined;
  const registered = register(field.name);
  const className = field.wide ? styles['wide'] : undefined;
  const common = { required: field.required, hint, error: errorText };

  if (field.kind === 'radio' || field.kind === 'checkboxes') {
    const type = field.kind === 'radio' ? 'radio' : 'checkbox';
    const checked = (option: string) => (Array.isArray(value) ? value.includes(option) : value === option);
    return (
      <div className={className}>
        <ChoiceGroup id={id} legend={label} {...common}>
          {(options ?? field.options).map((option) => (
            <label key={option.value} className={styles['choice']}>
              <input type={type} {...registered} value={option.value} defaultChecked={checked(option.value)} />
              {text(option.label)}
            </label>
          ))}
        </ChoiceGroup>
      </div>
    );
  }

  if (field.kind === 'checkbox') {
    return (
      <div className={`${styles['single']} ${className ?? ''}`} data-invalid={error ? 'true' : undefined}>
        {errorText && (
          <p className={styles['error']} id={`${id}-error`}>
            {errorText}
          </p>
        )}
        <label className={styles['choice']}>
          <input
            type="checkbox"
            id={id}
            {...registered}
            defaultChecked={value === 'on' || value === 'true'}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorText ? `${id}-error` : undefined}
          />
          <span>
            {label}
            {field.required && <span aria-hidden="true"> *</span>}
          </span>
        </label>
      </div>
    );
  }

  return (
    <div className={className}>
      <FormField id={id} label={label} {...common}>
        {(ids) => {
          const control = {
            id: ids.id,
            'aria-describedby': ids.describedBy,
            'aria-invalid': ids.invalid ? true : undefined,
            'aria-required': field.required ? true : undefined,
            autoComplete: field.autoComplete ?? 'off',
            className: styles['control'],
            ...registered,
          };
          if (field.kind === 'select') {
            return (
              <select {...control} defaultValue={typeof value === 'string' ? value : (field.defaultValue ?? '')}>
                {field.emptyOption && <option value="">{intl.formatMessage(messages.choose)}</option>}
                {(options ?? field.options).map((option) => (
                  <option key={option.value} value={option.value}>
                    {text(option.label)}
                  </option>
                ))}
              </select>
            );
          }
          if (field.kind === 'file') {
            return <input {...control} type="file" accept={field.accept} />;
          }
          if (options && (field.kind === 'text' || field.kind === 'number')) {
            // suggestions from the page's data (e.g. makes and models): typing stays free, without JavaScript too
            const listId = `${ids.id}-suggestions`;
            return (
              <>
                <input {...control} {...inputProps(field)} list={listId} defaultValue={typeof value === 'string' ? value : ''} />
                <datalist id={listId}>
                  {options.map((option) => (
                    <option key={option.value} value={option.value} />
                  ))}
                </datalist>
              </>
            );
          }
          if (field.kind === 'textarea') {
            return <textarea {...control} rows={4} maxLength={field.maxLength} defaultValue={typeof value === 'string' ? value : ''} />;
          }
          return <input {...control} {...inputProps(field)} defaultValue={typeof value === 'string' ? value : ''} />;
        }}
      </FormField>
    </div>
  );
}

function inputProps(field: FieldSpec) {
  switch (field.kind) {
    case 'number':
      return { type: 'text', inputMode: 'numeric' as const };
    case 'date':
      return { type: 'date' };
    case 'text':
    case 'email':
    case 'tel':
      return { type: field.kind, inputMode: field.inputMode, maxLength: field.maxLength };
    default:
      return { type: 'text' };
  }
}
