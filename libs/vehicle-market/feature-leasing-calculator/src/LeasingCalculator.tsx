import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LeasingCalculationRequest } from '@carweb/api-contracts';
import { isInvalidLeasingConfiguration, vehicleLeasingQuery } from '@carweb/api-core';
import { formatNumber, formatPrice, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import {
  DEFAULT_LEASING_BOUNDS,
  initialLeasingInput,
  LEASING_DEBOUNCE_MS,
  snapToRange,
  type LeasingBounds,
} from '@carweb/vehicle-market-util-search-state';
import { useDebounced } from '@carweb/shared-ui';
import { LeasingTermSelects } from './LeasingTermSelects';
import { messages } from './messages';
import styles from './LeasingCalculator.module.css';

export interface LeasingOffer {
  rate: number;
  duration: number;
  deposit: number;
  kmPerYear: number;
}

export interface LeasingCalculatorProps {
  vehicleId: number;
  /** the vehicle's own offer: the calculation starts with it */
  offer: LeasingOffer;
  currency: string;
  /** leasing checkout of the vehicle; the chosen configuration is appended */
  checkoutHref?: string;
  reserved?: boolean;
}

/** Until the backend tells its bounds (first answer), these usual ones apply (shared with the model configurator). */
export const FALLBACK_BOUNDS: LeasingBounds = DEFAULT_LEASING_BOUNDS;

/**
 * Leasing calculator: term, km per year and down payment; every change is debounced 250 ms, then the
 * calculation POST runs (a query keyed by the inputs, so a configuration seen before is instant).
 * Shows monthly rate, effective annual rate, debit interest, the footnotes of SPEC §9, and the
 * invalid-configuration text when the backend rejects the inputs.
 */
export function LeasingCalculator({ vehicleId, offer, currency, checkoutHref, reserved = false }: LeasingCalculatorProps) {
  const intl = useIntl();
  const id = useId();
  const api = useMarketApi();
  const locale = languageOf(intl.locale);
  const [input, setInput] = useState<LeasingCalculationRequest>(() => initialLeasingInput(offer));
  const debounced = useDebounced(input, LEASING_DEBOUNCE_MS);
  const calculation = useQuery(vehicleLeasingQuery(api, vehicleId, debounced));
  const bounds = calculation.data?.bounds ?? FALLBACK_BOUNDS;
  const invalid = calculation.isError && isInvalidLeasingConfiguration(calculation.error);
  const pending = input !== debounced || calculation.isFetching;
  const result = !invalid ? calculation.data : undefined;
  const set = (key: keyof LeasingCalculationRequest, value: number) => setInput((current) => ({ ...current, [key]: value }));
  const percent = (value: number) => intl.formatMessage(messages.percent, { value: formatNumber(value, locale, 2) || '0.00' });
  const price = (value: number) => formatPrice(value, locale, currency);
  const deposit = bounds.downPayment;
  const checkout =
    checkoutHref &&
    `${checkoutHref}${checkoutHref.includes('?') ? '&' : '?'}totalRuntime=${input.totalRuntime}&kmPerYear=${input.kmPerYear}&downPayment=${input.downPayment}`;
  return (
    <section className={styles['calculator']} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles['title']}>
        {intl.formatMessage(messages.title)}
      </h3>
      <div className={styles['inputs']}>
        <LeasingTermSelects
          bounds={bounds}
          totalRuntime={input.totalRuntime}
          kmPerYear={input.kmPerYear}
          onChange={set}
          fieldClassName={styles['field']}
        />
        <div className={styles['field']}>
          <label htmlFor={`${id}-deposit`}>{intl.formatMessage(messages.downPayment)}</label>
          <input
            id={`${id}-deposit`}
            type="range"
            min={deposit.min}
            max={deposit.max}
            step={deposit.step}
            value={Math.min(input.downPayment, deposit.max)}
            aria-valuetext={formatPrice(input.downPayment, locale, currency) || '0'}
            onChange={(event) => set('downPayment', Number(event.target.value))}
          />
          <input
            className={styles['amount']}
            inputMode="numeric"
            aria-label={intl.formatMessage(messages.downPaymentAmount)}
            value={input.downPayment}
            onChange={(event) => set('downPayment', Number(event.target.value.replace(/[^\d]/g, '')) || 0)}
            onBlur={() => set('downPayment', snapToRange(input.downPayment, deposit))}
          />
        </div>
      </div>
      <div className={styles['result']} aria-live="polite" aria-busy={pending}>
        {invalid ? (
          <p role="alert" className={styles['invalid']}>
            {intl.formatMessage(specTexts.invalidLeasingConfiguration)}
          </p>
        ) : calculation.isError ? (
          <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>
        ) : result ? (
          <dl className={styles['figures']}>
            <div className={styles['main']}>
              <dt>{intl.formatMessage(messages.monthlyRate)}</dt>
              <dd data-testid="leasing-monthly-rate">{intl.formatMessage(messages.perMonth, { rate: price(result.monthlyRate) })}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.effectiveAnnualRate)}</dt>
              <dd>{percent(result.effectiveAnnualRate)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.debitInterest)}</dt>
              <dd>{percent(result.debitInterest)}</dd>
            </div>
          </dl>
        ) : (
          <p>{intl.formatMessage(messages.calculating)}</p>
        )}
        {pending && result && <p className={styles['pending']}>{intl.formatMessage(messages.calculating)}</p>}
      </div>
      <ul className={styles['footnotes']} aria-label={intl.formatMessage(messages.footnotesLabel)}>
        <li>{intl.formatMessage(messages.footnoteFixedRate)}</li>
        <li>{intl.formatMessage(messages.footnoteTransferCosts)}</li>
        <li>{intl.formatMessage(messages.footnoteDeliveryFee)}</li>
      </ul>
      {checkout && !reserved && !invalid && (
        <a className={styles['cta']} href={checkout}>
          {intl.formatMessage(messages.requestLeasing)}
        </a>
      )}
    </section>
  );
}

export default LeasingCalculator;
