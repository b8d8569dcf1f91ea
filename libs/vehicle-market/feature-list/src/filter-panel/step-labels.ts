import { useIntl } from 'react-intl';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import type { RangeStep } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';

/** The texts of range inputs: from, to, any, and a step's "ab …" label in the filter's unit (km, CHF). */
export function useStepLabels() {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const t = { from: intl.formatMessage(messages.from), to: intl.formatMessage(messages.to), any: intl.formatMessage(messages.any) };
  const stepText = (identifier: string, step: RangeStep) => {
    if (identifier === 'km') return `${formatNumber(step.value, locale)} km`;
    if (identifier === 'price_steps' || identifier === 'leasing_rate_steps' || identifier === 'priceBuy')
      return formatPrice(step.value, locale);
    return String(step.value);
  };
  const fromStepLabel = (identifier: string) => (step: RangeStep) =>
    intl.formatMessage(messages.fromStep, { value: stepText(identifier, step) });
  return { t, fromStepLabel };
}
