import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigate } from 'react-router-dom';
import { isInvalidLeasingConfiguration, modelLeasingQuery } from '@carweb/api-core';
import { useApiContext } from '@carweb/api-http';
import { useDebounced } from '@carweb/shared-ui';
import { formatPrice, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { LeasingTermSelects } from '@carweb/vehicle-market-feature-leasing-calculator';
import { DEFAULT_LEASING_BOUNDS, LEASING_DEBOUNCE_MS } from '@carweb/vehicle-market-util-search-state';
import { CONFIGURATION_PARAMS, leasingOf, type Configuration } from '../configuration/configuration-url';
import { leasingRequestOf } from '../configuration/leasing-request';
import { messages } from '../messages';
import styles from './configurator.module.css';

export interface LeasingRateProps {
  configuration: Configuration;
  /** the configuration's other parameters (variant, colour, items) the GET form carries along */
  hiddenParams: [name: string, value: string][];
  /** the URL of a configuration on this page: with JavaScript the inputs go there, written as every choice is */
  hrefOf: (configuration: Configuration) => string;
}

/**
 * The monthly leasing rate of the configuration (POST leasing/calculation/model) with the vehicle calculator's runtime,
 * km-per-year and down-payment options. The inputs are a GET form (the server renders the rate of any URL); with
 * JavaScript a changed select submits itself, and the calculation waits for 250 ms of quiet (SPEC §4). A rejected
 * configuration shows the spec's text; an outage says the rate is not available (the price stays).
 */
export function LeasingRate({ configuration, hiddenParams, hrefOf }: LeasingRateProps) {
  const intl = useIntl();
  const id = useId();
  const api = useApiContext();
  const navigate = useNavigate();
  const locale = languageOf(intl.locale);
  const request = JSON.stringify(leasingRequestOf(configuration));
  const debounced = useDebounced(request, LEASING_DEBOUNCE_MS);
  const leasing = modelLeasingQuery(api, JSON.parse(debounced) as ReturnType<typeof leasingRequestOf>);
  // an outage is asked once more, an invalid configuration never (decision 0015): the visitor is not kept waiting
  const rate = useQuery({ ...leasing, retry: (count, error) => count < 1 && !isInvalidLeasingConfiguration(error) });
  const invalid = rate.isError && isInvalidLeasingConfiguration(rate.error);
  const pending = request !== debounced || rate.isFetching;
  const { totalRuntime, kmPerYear, downPayment } = configuration.leasing;
  // with JavaScript the form's values go to the configuration's own URL (defaults left out, as a choice's link writes
  // it), not the raw GET query; a changed select applies at once
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const values = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    void navigate(hrefOf({ ...configuration, leasing: leasingOf(values) }), { preventScrollReset: true, replace: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  // a failed calculation is not in the server's page data: the browser hydrates it as pending, the same <p> with
  // another text (kept until the browser's own answer), so a rate outage never makes React drop the server's HTML
  const note = (text: string, className?: string) => (
    <p className={className} suppressHydrationWarning>
      {text}
    </p>
  );
  let result;
  if (invalid) result = note(intl.formatMessage(specTexts.invalidLeasingConfiguration), styles['invalid']);
  else if (rate.isError) result = note(intl.formatMessage(messages.rateUnavailable));
  else if (rate.data)
    result = (
      <p className={styles['rate']}>
        <span>{intl.formatMessage(messages.monthlyRate)}</span>{' '}
        <strong data-testid="configuration-rate">
          {intl.formatMessage(messages.perMonth, { rate: formatPrice(rate.data.monthlyRate, locale) })}
        </strong>
      </p>
    );
  else result = note(intl.formatMessage(messages.rateCalculating));
  return (
    <div className={styles['leasing']} aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className={styles['groupTitle']}>
        {intl.formatMessage(messages.leasingTitle)}
      </h3>
      <Form method="get" preventScrollReset replace className={styles['leasingForm']} onSubmit={onSubmit}>
        {hiddenParams.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <LeasingTermSelects
          bounds={DEFAULT_LEASING_BOUNDS}
          totalRuntime={totalRuntime}
          kmPerYear={kmPerYear}
          names={{ totalRuntime: CONFIGURATION_PARAMS.runtime, kmPerYear: CONFIGURATION_PARAMS.km }}
          onChange={(_term, _value, event) => apply(event.currentTarget.form)}
          fieldClassName={styles['field']}
        />
        <label className={styles['field']}>
          <span>{intl.formatMessage(messages.downPayment)}</span>
          <input
            key={downPayment}
            name={CONFIGURATION_PARAMS.down}
            type="number"
            inputMode="numeric"
            min={DEFAULT_LEASING_BOUNDS.downPayment.min}
            max={DEFAULT_LEASING_BOUNDS.downPayment.max}
            step={DEFAULT_LEASING_BOUNDS.downPayment.step}
            defaultValue={downPayment}
          />
        </label>
        <button type="submit" className={styles['secondaryButton']}>
          {intl.formatMessage(messages.calculate)}
        </button>
      </Form>
      <div className={styles['rateResult']} aria-live="polite" aria-busy={pending}>
        {result}
      </div>
    </div>
  );
}
