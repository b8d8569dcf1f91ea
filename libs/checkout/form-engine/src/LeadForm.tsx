import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import { useCurrentPageMatch, useOptionalRouteEnv } from '@carweb/platform-routing';
import { Button, ErrorSummary } from '@carweb/shared-ui';
import { specTexts, type MessageId } from '@carweb/shared-util-i18n';
import { rehydrateDrafts, useDraftStore } from './drafts';
import { errorOf, type FieldError } from './field-errors';
import { LeadField, type RegisteredField } from './fields/LeadField';
import { flatValuesOf, getPath, setPath, type FlatValues } from './form-values';
import { useHookFormOnDemand } from './hook-form-on-demand';
import type { LeadHookForm } from './HookFormHost';
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
 *
 * react-hook-form comes when the visitor starts to use the form (`useHookFormOnDemand`): until then
 * the inputs are the server's uncontrolled inputs, with their name only; then the same inputs get
 * react-hook-form's props (no input is replaced, so the focus and what was typed stay).
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
  const hookForm = useHookFormOnDemand(definition, fixed, formRef);
  const { form, errors } = hookForm;
  const preloadAction = useCurrentPageMatch()?.handle.preloadAction;
  /** the visitor starts on the form: react-hook-form for its checks, the route action's code for its submit (decision 0040) */
  const startOnForm = () => {
    hookForm.load();
    // a prefetch: a chunk that fails now is fetched again by the submit
    preloadAction?.().catch(() => undefined);
  };
  /** before react-hook-form: the fields the visitor changed and what the form holds then (the step extras see it) */
  const changedEarly = useRef(new Set<string>());
  const [earlyValues, setEarlyValues] = useState<FlatValues | null>(null);
  const fields = allFields(definition);
  const storeKey = `${definition.id}:${draftKey}`;
  const steps = definition.steps;
  // one push per step shown: the key changes with the values, not with a new object of the same values
  const variant = useOptionalRouteEnv()?.brand.tracking.checkoutVariant;
  const trackingKey = JSON.stringify({ ...definition.tracking, ...tracking, variant });
  // without the library (it could not be loaded) the form is the one without JavaScript: every step, the action checks
  const stepwise = enhanced && !hookForm.failed;

  // after hydration: one step at a time; a draft of this tab brings react-hook-form at once, to put the draft back
  useEffect(() => {
    setEnhanced(true);
    void Promise.resolve(rehydrateDrafts()).then(() => {
      if (useDraftStore.getState().drafts[storeKey] && !actionData) hookForm.load();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [storeKey]);

  // react-hook-form is there: the draft comes back (not over what the visitor changed before), every change is kept
  useEffect(() => {
    if (!form) return;
    const save = (values: Record<string, unknown>) => useDraftStore.getState().save(storeKey, values);
    void Promise.resolve(rehydrateDrafts()).then(() => {
      const draft = useDraftStore.getState().drafts[storeKey];
      if (draft && !actionData) {
        const values = structuredClone(draft);
        for (const name of changedEarly.current) setPath(values, name, form.getValues(name));
        form.reset(values, { keepDefaultValues: true });
      }
      // what was typed before the library came is kept as well
      if (changedEarly.current.size > 0) save(form.getValues());
    });
    const subscription = form.watch((values) => save(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [form, storeKey]);

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
  const serverValues = actionData?.values ?? defaults;
  const currentValues: FlatValues = !enhanced ? serverValues : form ? flatOf(form.watch(), fields) : (earlyValues ?? serverValues);
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const lastStep = !stepwise || stepIndex === steps.length - 1;

  // before react-hook-form: the name only (the server's uncontrolled input). Then a field that shows an error
  // is checked again as the visitor types, so its error is gone before the next click (a blur that removed it
  // then would move the buttons under the pointer)
  const register = (name: string): RegisteredField => {
    if (!form) return { name };
    const registered = form.register(name);
    return {
      ...registered,
      onChange: async (event) => {
        const result = await registered.onChange(event);
        if (form.getFieldState(name).error) void form.trigger(name);
        return result;
      },
    };
  };

  /**
   * A change asks for react-hook-form too (an autofill needs no focus). Until it is there: the fields the
   * visitor changed (a draft must not overwrite them) and the form's values.
   */
  const onEarlyChange = (event: FormEvent<HTMLFormElement>) => {
    startOnForm();
    if (form) return;
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) changedEarly.current.add(name);
    if (formRef.current) setEarlyValues(flatValuesOf(new FormData(formRef.current), fields));
  };

  /** The summary of an attempt: the errors of these fields as react-hook-form holds them now (this render's formState is older). */
  const recordAttempt = (hooked: LeadHookForm, among: FieldSpec[]) =>
    setAttemptErrors(
      among.flatMap((field) => {
        const message = hooked.getFieldState(field.name).error?.message;
        return message ? [{ field, error: (message === 'required' ? 'required' : 'invalid') as FieldError }] : [];
      }),
    );

  const goNext = async () => {
    // from the step of this click: a second click while the library is still coming does not skip a step
    const from = stepIndex;
    const hooked = await hookForm.whenReady();
    if (!hooked) return; // no library: every step shows now, the action checks the form
    const stepFields = steps[from].fields;
    const valid = await hooked.trigger(stepFields.map((field) => field.name));
    recordAttempt(hooked, stepFields);
    if (valid) setStepIndex(Math.min(from + 1, steps.length - 1));
  };

  // a send before react-hook-form came waits for it; without it, the action checks the form (as without JavaScript)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hooked = await hookForm.whenReady();
    if (!hooked) return void submit(formRef.current, { method: 'post' });
    await hooked.handleSubmit(
      () => {
        setAttemptErrors(null);
        return submit(formRef.current, { method: 'post' });
      },
      (invalid) => {
        recordAttempt(hooked, fields);
        const first = steps.findIndex((step) => step.fields.some((field) => errorOf(invalid, field.name)));
        if (first >= 0) setStepIndex(first);
      },
    )();
  };

  return (
    <Form
      method="post"
      ref={formRef}
      className={styles['form']}
      noValidate
      encType={hasFileFields(definition) ? 'multipart/form-data' : undefined}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={startOnForm}
      onPointerDown={startOnForm}
      onChange={onEarlyChange}
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
        <fieldset key={step.id} className={styles['step']} hidden={stepwise && index !== stepIndex}>
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
        {stepwise && stepIndex > 0 ? (
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
      {hookForm.host}
    </Form>
  );
}
