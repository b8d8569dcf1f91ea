import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { setRange, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { RangeInput, RangeSelectTabs, type RangeStep } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import { criteriaEntry, stepsOf } from './criteria-values';

interface PriceFilterProps {
  criteria: SearchCriteriaResponse;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
  fromStepLabel: (step: RangeStep) => string;
}

/**
 * Price and leasing rate in one group: priceBuy (rangeSelectTabs) switches between the purchase
 * price steps (price_steps) and the monthly rate steps (leasing_rate_steps); price (range) takes
 * any amount.
 */
export function PriceFilter({ criteria, draft, onChange, fromStepLabel }: PriceFilterProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const [tab, setTab] = useState(draft.ratefrom !== undefined || draft.rateto !== undefined ? 'rate' : 'price');
  const priceEntry = criteriaEntry(criteria, 'price');
  const priceSteps = stepsOf(criteriaEntry(criteria, 'price_steps') ?? criteriaEntry(criteria, 'priceBuy'));
  const rateSteps = stepsOf(criteriaEntry(criteria, 'leasing_rate_steps'));
  const labels = {
    fromLabel: intl.formatMessage(messages.from),
    toLabel: intl.formatMessage(messages.to),
    anyLabel: intl.formatMessage(messages.any),
    fromStepLabel,
  };
  const legend = criteriaEntry(criteria, 'priceBuy')?.label ?? criteriaEntry(criteria, 'price_steps')?.label ?? '';
  return (
    <>
      <RangeSelectTabs
        legend={legend}
        activeTab={tab}
        onTabChange={setTab}
        tabs={[
          {
            id: 'price',
            label: intl.formatMessage(messages.priceTab),
            steps: priceSteps,
            value: { from: draft.pricefrom, to: draft.priceto },
            onChange: (value) => onChange(setRange(draft, 'pricefrom', 'priceto', value)),
            ...labels,
          },
          {
            id: 'rate',
            label: intl.formatMessage(messages.rateTab),
            steps: rateSteps,
            value: { from: draft.ratefrom, to: draft.rateto },
            onChange: (value) => onChange(setRange(draft, 'ratefrom', 'rateto', value)),
            ...labels,
          },
        ]}
      />
      {priceEntry && tab === 'price' && (
        <RangeInput
          legend={intl.formatMessage(messages.priceExact)}
          fromLabel={labels.fromLabel}
          toLabel={labels.toLabel}
          showLegend
          value={{ from: draft.pricefrom, to: draft.priceto }}
          min={priceEntry.min}
          max={priceEntry.max}
          format={(n) => formatNumber(n, locale) || '0'}
          onChange={(value) => onChange(setRange(draft, 'pricefrom', 'priceto', value))}
        />
      )}
    </>
  );
}
