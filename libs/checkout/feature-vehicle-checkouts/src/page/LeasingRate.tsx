import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { isInvalidLeasingConfiguration, marketApi, vehicleLeasingQuery } from '@carweb/api-core';
import { useApiContext } from '@carweb/api-http';
import type { FlatValues } from '@carweb/checkout-form-engine';
import { useDebounced } from '@carweb/shared-ui';
import { formatPrice, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './vehicle-checkout.module.css';

/** SPEC §4: leasing data changes are debounced by 250 ms. */
const LEASING_DEBOUNCE_MS = 250;

const numberOf = (value: string | string[] | undefined) => Number(String(value ?? '').replace(/['’\s]/g, ''));

/** The monthly rate of the terms the visitor chose, recalculated by the core API as they change. */
export function LeasingRate({ vehicleId, values }: { vehicleId: number; values: FlatValues }) {
  const intl = useIntl();
  const terms = JSON.stringify({
    totalRuntime: numberOf(values['leasing.totalRuntime']),
    kmPerYear: numberOf(values['leasing.kmPerYear']),
    downPayment: numberOf(values['leasing.downPayment']),
  });
  // debounced as text: equal terms are equal, whatever object they came in
  const debounced = useDebounced(terms, LEASING_DEBOUNCE_MS);
  const input = useMemo(() => JSON.parse(debounced) as { totalRuntime: number; kmPerYear: number; downPayment: number }, [debounced]);
  // the market's API context: the same query the loader prefetched for the first terms
  const { data, error, isFetching } = useQuery(vehicleLeasingQuery(marketApi(useApiContext()), vehicleId, input));
  const rate = data ? intl.formatMessage(messages.monthlyRate, { rate: formatPrice(data.monthlyRate, languageOf(intl.locale)) }) : '';
  return (
    <div className={styles['rate']}>
      <p role="status" aria-live="polite" className={styles['rateValue']}>
        {error && isInvalidLeasingConfiguration(error)
          ? intl.formatMessage(specTexts.invalidLeasingConfiguration)
          : isFetching && !data
            ? intl.formatMessage(messages.rateLoading)
            : rate}
      </p>
      <p className={styles['footnote']}>{intl.formatMessage(messages.leasingFootnote)}</p>
    </div>
  );
}
