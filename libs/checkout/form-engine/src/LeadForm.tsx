import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors as HookFormErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import { useOptionalRouteEnv } from '@carweb/platform-routing';
import { Button, ErrorSummary } from '@carweb/shared-ui';
import { specTexts, type MessageId } from '@carweb/shared-util-i18n';
import { rehydrateDrafts, useDraftStore } from './drafts';
import type { FieldError } from './field-errors';
import { LeadField } from './fields/LeadField';
import { flatValuesOf, getPath, payloadOf, setPath, withChosenDocuments, type FlatValues } from './form-values';
import { leadContractOf } from './lead-call';
import type { LeadActionData } from './lead-action';
import { allFields, fieldId, hasFileFields, type FieldOption, type FieldSpec, type FormDefinition } from './lead-form';
import styles from './lead-form.module.css';
import { messages } from './messages';
import { checkoutStepEvent, trackCheckoutStep, type CheckoutTracking } from './tracking';

export interface LeadFormProps {
  definition: FormDefinition;
  /** the page title; the form writes it, with the error prefix while the summary shows (GOV.UK) */
  title: string;
  /** payload parts the page knows (the action adds the same on the server) */
  fixed: Record<string, unknown>;
  /** names the draft in sessionStorage, e.g. the vehicle id */
  draftKey: string;
  /** what a step shows besides its fields, from the current values (e.g. the leasing rate) */
  stepExtras?: Partial<Record<string, (values: FlatValues) => ReactNode>>;
  /** options that come with the page's data, per field name */
  fieldOptions?: Partial<Record<string, FieldOption[]>>;
  /** first values of a fresh form (e.g. the leasing terms chosen on the detail page) */
  defaults?: FlatValues;
  tracking?: Partial<Pick<CheckoutTracking, 'shift' | 'value'>>;
  /** the last step's button, when it does more than send (e.g. "Weiter zur Zahlung") */
  submitLabel?: MessageId;
}

const errorOf = (errors: HookFormErrors, name: string): FieldError | undefined => {
  const node = getPath(errors, name);
  const message = (node as { message?: unknown } | undefined)?.message;
  return message === 'required' ? 'required' : message ? 'invalid' : undefined;
};

/**
 * A group the contract misses as a whole (nothing of it typed, or a refine on the group such as a
 * corporate client's company address) is missing each of its required fields, as the action says.
 */
const groupErrorOf = (errors: HookFormErrors, field: FieldSpec): FieldError | undefined => {
  if (!field.required) return undefined;
  const parts = field.name.split('.');
  const groups = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'));
  return groups.some((group) => (getPath(errors, group) as { message?: unknown } | undefined)?.message) ? 'required' : undefined;
};

/**
 * The form's contract checks what the visitor typed, read from the form element exactly as the
 * action reads the POST (one truth with and without JavaScript); errors outside the form's fields
 * are left to the action.
 */
function useLeadResolver(definition: FormDefinition, fixed: Record<string, unknown>, form: () => HTMLFormElement | null) {
  return useMemo<Resolver<Record<string, unknown>>>(() => {
    const fields = allFields(definition);
    // the contract and the resolver load with the form, not with the site (zod stays off the first load, decision 0011)
    const resolver = Promise.all([import('@hookform/resolvers/zod'), import('@carweb/api-contracts')]).then(
      ([{ zodResolver }, contracts]) => zodResolver(leadContractOf(definition, contracts) as never),
    );
    return async (values, context, options) => {
      const resolve = await resolver;
      const element = form();
      const formData = element ? new FormData(element) : null;
      const payload = formData
        ? withChosenDocuments({ ...payloadOf(flatValuesOf(formData, fields), fields), ...fixed }, formData, fields)
        : values;
      const result = await resolve(payload as never, context, options as never);
      const errors: Record<string, unknown> = {};
      for (const field of fields) {
        const error = errorOf(result.errors as HookFormErrors, field.name) ?? groupErrorOf(result.errors as HookFormErrors, field);
        if (error) setPath(errors, field.name, { type: error, message: error });
      }
      return Object.keys(errors).length ? { values: {}, errors: errors as HookFormErrors } : { values, errors: {} };
    };
  }, [definition, fixed, form]);
}

/** react-hook-form's nested values as the flat, typed-as-text values of the fields. */
function flatOf(values: Record<string, unknown>, fields: FieldSpec[]): FlatValues {
  const flat: FlatValues = {};
  for (const field of fields) {
    const value = getPath(values, field.name);
    if (Array.isArray(value)) flat[field.name] = value.map(String);
    else if (typeof value === 'boolean') flat[field.name] = value ? 'on' : '';
    else if (value !== undefined && value !== null) flat[field.name] = String(value);
  }
  return flat;
}

/**
 * A lead form from its description: a real `<form method="post">` that the route action handles
 * on the server without JavaScript (all steps on one page) and in the browser with it (one step at
 * a time, inline validation by react-hook-form with the contract's zod schema). Error summary at
 * the top, inline errors with the spec's texts, typed values kept, drafts in sessionStorage.
 */
export function LeadForm({
  definition,
  title,
  fixed,
  draftKey,
  stepExtras = {},
  fieldOptions = {},
  defaults = {},
  tracking,
  submitLabel,
}: LeadFormProps) {
  const intl = useIntl();
  const actionData = useActionData() as LeadActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [stepIndex, setStepIndex] = useState(0);
  /** the errors of the visitor's last attempt with JavaScript; null: none yet (the server's answer shows) */
  const [attemptErrors, setAttemptErrors] = useState<{ field: FieldSpec; error: FieldError }[] | null>(null);
  const resolver = useLeadResolver(definition, fixed, () => formRef.current);
  const form = useForm<Record<string, unknown>>({ resolver, mode: 'onTouched', shouldFocusError: false });
  const { errors } = form.formState;
  const fields = allFields(definition);
  const storeKey = `${definition.id}:${draftKey}`;
  const steps = definition.steps;
  // one push per step shown: the key changes with the values, not with a new object of the same values
  const variant = useOptionalRouteEnv()?.brand.tracking.checkoutVariant;
  const trackingKey = JSON.stringify({ ...definition.tracking, ...tracking, variant });

  // after hydration: one step at a time, and the draft of this tab comes back
  useEffect(() => {
    setEnhanced(true);
    void Promise.resolve(rehydrateDrafts()).then(() => {
      const draft = useDraftStore.getState().drafts[storeKey];
      if (draft && !actionData) form.reset(draft, { keepDefaultValues: true });
    });
    const subscription = form.watch((values) => useDraftStore.getState().save(storeKey, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [storeKey]);

  // SPEC §9 numbers checkout steps, not form pages: two form pages of one step (test drive) push it once
  const lastPushed = useRef<unknown>(null);
  useEffect(() => {
    if (!enhanced) return;
    const tracking = JSON.parse(trackingKey) as CheckoutTracking;
    const { checkoutStep } = checkoutStepEvent(tracking, stepIndex);
    if (checkoutStep === lastPushed.current) return;
    lastPushed.current = checkoutStep;
    trackCheckoutStep(tracking, stepIndex);
  }, [enhanced, stepIndex, trackingKey]);

  const errorFor = (field: FieldSpec): FieldError | undefined => errorOf(errors, field.name) ?? actionData?.fieldErrors?.[field.name];
  // GOV.UK: the summary lists the errors of the last attempt ("Weiter", send, or the server's answer) and
  // stays until the next one; fixing a field updates its inline error, but never moves the buttons under the pointer
  const summaryEntries =
    attemptErrors ??
    fields.flatMap((field) => {
      const error = actionData?.fieldErrors?.[field.name];
      return error ? [{ field, error }] : [];
    });
  const summary = summaryEntries.map(({ field, error }) => ({
    fieldId: fieldId(field.name),
    text: `${intl.formatMessage(field.label)}: ${intl.formatMessage(error === 'required' ? specTexts.validationRequired : specTexts.validationInvalid)}`,
  }));
  // what the step extras see: the live values with JavaScript, the posted or first values without
  const watched = form.watch();
  const currentValues: FlatValues = enhanced ? flatOf(watched, fields) : (actionData?.values ?? defaults);
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const lastStep = !enhanced || stepIndex === steps.length - 1;

  // a field that shows an error is checked again as the visitor types, so its error is gone before the
  // next click (a blur that removed it then would move the buttons under the pointer)
  const register: typeof form.register = (name, options) => {
    const registered = form.register(name, options);
    return {
      ...registered,
      onChange: async (event) => {
        const result = await registered.onChange(event);
        if (form.getFieldState(name).error) void form.trigger(name);
        return result;
      },
    };
  };

  /** The summary of an attempt: the errors of these fields as react-hook-form holds them now (this render's formState is older). */
  const recordAttempt = (among: FieldSpec[]) =>
    setAttemptErrors(
      among.flatMap((field) => {
        const message = form.getFieldState(field.name).error?.message;
        return message ? [{ field, error: (message === 'required' ? 'required' : 'invalid') as FieldError }] : [];
      }),
    );

  const goNext = async () => {
    const stepFields = steps[stepIndex].fields;
    const valid = await form.trigger(stepFields.map((field) => field.name));
    recordAttempt(stepFields);
    if (valid) setStepIndex((index) => Math.min(index + 1, steps.length - 1));
  };

  const onSubmit = form.handleSubmit(
    () => {
      setAttemptErrors(null);
      return submit(formRef.current, { method: 'post' });
    },
    (invalid) => {
      recordAttempt(fields);
      const first = steps.findIndex((step) => step.fields.some((field) => errorOf(invalid, field.name)));
      if (first >= 0) setStepIndex(first);
    },
  );

  return (
    <Form
      method="post"
      ref={formRef}
      className={styles['form']}
      noValidate
      encType={hasFileFields(definition) ? 'multipart/form-data' : undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <title>{summary.length > 0 ? intl.formatMessage(messages.errorTitlePrefix, { title }) : title}</title>
      <ErrorSummary title={intl.formatMessage(messages.errorSummaryTitle)} items={summary} />
      {actionData?.submitFailed && (
        <p className={styles['failure']} role="alert">
          {intl.formatMessage(specTexts.genericError)}
        </p>
      )}
      <p className={styles['note']}>{intl.formatMessage(messages.requiredNote)}</p>
      {steps.map((step, index) => (
        <fieldset key={step.id} className={styles['step']} hidden={enhanced && index !== stepIndex}>
          <legend className={styles['stepTitle']}>{intl.formatMessage(step.title)}</legend>
          {steps.length > 1 && (
            <p className={styles['progress']}>{intl.formatMessage(messages.stepOf, { current: index + 1, total: steps.length })}</p>
          )}
          {stepExtras[step.id]?.(currentValues)}
          <div className={styles['grid']}>
            {step.fields.map((field) => (
              <LeadField
                key={field.name}
                field={field}
                options={fieldOptions[field.name]}
                register={register}
                value={actionData ? actionData.values[field.name] : defaults[field.name]}
                error={errorFor(field)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles['actions']}>
        {enhanced && stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => setStepIndex((index) => index - 1)}>
            {intl.formatMessage(messages.back)}
          </Button>
        ) : (
          <span />
        )}
        {/* own keys: "Weiter" must not turn into this form's submit button while its click is still being
            handled (the browser would then send the form from the step before the last one) */}
        {lastStep ? (
          <Button key="submit" type="submit" disabled={submitting} aria-disabled={submitting}>
            {intl.formatMessage(submitting ? messages.sending : (submitLabel ?? messages.submit))}
          </Button>
        ) : (
          <Button key="next" onClick={() => void goNext()}>
            {intl.formatMessage(messages.next)}
          </Button>
        )}
      </div>
    </Form>
  );
}
