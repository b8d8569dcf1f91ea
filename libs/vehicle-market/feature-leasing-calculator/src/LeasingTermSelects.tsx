import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { leasingSteps, type LeasingBounds } from '@carweb/vehicle-market-util-search-state';
import { messages } from './messages';

export type LeasingTerm = 'totalRuntime' | 'kmPerYear';

export interface LeasingTermSelectsProps {
  bounds: Pick<LeasingBounds, LeasingTerm>;
  totalRuntime: number;
  kmPerYear: number;
  /** the selects' names in a form (the configurator's GET form); none for a controlled calculator */
  names?: Record<LeasingTerm, string>;
  onChange: (term: LeasingTerm, value: number, event: ChangeEvent<HTMLSelectElement>) => void;
  /** the label's class in the page's own layout */
  fieldClassName?: string;
}

/**
 * The runtime and km-per-year choices of a leasing calculation, on the backend's grid (SPEC §9 units): one widget for
 * the vehicle calculator and the model configurator, so both offer the same options with the same texts.
 */
export function LeasingTermSelects({ bounds, totalRuntime, kmPerYear, names, onChange, fieldClassName }: LeasingTermSelectsProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const select = (term: LeasingTerm, value: number, label: string, option: (step: number) => string) => (
    <label className={fieldClassName}>
      <span>{label}</span>
      <select name={names?.[term]} value={value} onChange={(event) => onChange(term, Number(event.target.value), event)}>
        {leasingSteps(bounds[term]).map((step) => (
          <option key={step} value={step}>
            {option(step)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {select('totalRuntime', totalRuntime, intl.formatMessage(messages.runtime), (months) =>
        intl.formatMessage(messages.runtimeValue, { months }),
      )}
      {select('kmPerYear', kmPerYear, intl.formatMessage(messages.kmPerYear), (km) =>
        intl.formatMessage(messages.kmValue, { km: formatNumber(km, locale) }),
      )}
    </>
  );
}
