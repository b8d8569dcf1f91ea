import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOption } from '@carweb/checkout-form-engine';

/** January to December in the page's language (Intl names them; the values 1–12 are what the contract wants). */
export function useMonthOptions(): FieldOption[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(Date.UTC(2000, index, 1)) }));
  }, [locale]);
}
