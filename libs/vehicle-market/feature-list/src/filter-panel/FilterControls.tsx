import { useIntl } from 'react-intl';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import {
  changeFilter,
  isArrayParameter,
  selectMake,
  setRange,
  toggleCode,
  toggleModel,
  type MarketFilter,
  type NumberParameter,
} from '@carweb/vehicle-market-util-search-state';
import {
  bodyIcon,
  CheckboxColorList,
  CheckboxEfficiencyList,
  CheckboxIconList,
  CheckboxList,
  CheckboxListWithTopSelection,
  FilterGroup,
  RangeInput,
  RangeSelect,
  SearchText,
  SingleCheckbox,
  TagsInput,
  type RangeStep,
} from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import { colorsOf, criteriaEntry, optionsOf, stepsOf, topSelectionOptionsOf } from './criteria-values';
import { LocationFilter } from './LocationFilter';
import { PriceFilter } from './PriceFilter';

type CodeName = Exclude<Parameters<typeof toggleCode>[1], never>;

/** Where each filter name sits in the panel; price, rate and location filters are composed below. */
const ORDER: SearchFilter['identifier'][] = [
  'model',
  'cond',
  'year',
  'km',
  'fuel',
  'body',
  'trans',
  'drive',
  'bodycol',
  'vehtyp',
  'efficiency',
  'equip',
  'seats',
  'qualitytags',
  'buyingtags',
  'actiontags',
  'matching',
];
/** Filter names the panel renders in a combined control (price group, location) or elsewhere (sort). */
const COMPOSED = new Set(['price', 'price_steps', 'priceBuy', 'leasing_rate_steps', 'location', 'sorting']);

const RANGE_PARAMETERS: Partial<Record<SearchFilter['identifier'], [NumberParameter, NumberParameter]>> = {
  km: ['kmfrom', 'kmto'],
  year: ['yearfrom', 'yearto'],
  seats: ['seatsfrom', 'seatsto'],
};

export interface FilterControlsProps {
  criteria: SearchCriteriaResponse | undefined;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
  dealerOptions: { id: string; label: string }[];
  dealerFilterLabel: string;
}

const activeCount = (draft: MarketFilter, names: readonly string[]) =>
  names.reduce((count, name) => {
    const value = draft[name as keyof MarketFilter];
    return value === undefined ? count : count + (Array.isArray(value) ? value.length : 1);
  }, 0);

/** Every filter the backend offers, each with the input type it asks for (SPEC §3). */
export function FilterControls({ criteria, draft, onChange, dealerOptions, dealerFilterLabel }: FilterControlsProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  if (!criteria) return <p role="status">{intl.formatMessage(messages.loadingList)}</p>;
  const t = { from: intl.formatMessage(messages.from), to: intl.formatMessage(messages.to), any: intl.formatMessage(messages.any) };
  const stepText = (identifier: string, step: RangeStep) => {
    if (identifier === 'km') return `${formatNumber(step.value, locale)} km`;
    if (identifier === 'price_steps' || identifier === 'leasing_rate_steps' || identifier === 'priceBuy')
      return formatPrice(step.value, locale);
    return String(step.value);
  };
  const fromStepLabel = (identifier: string) => (step: RangeStep) =>
    intl.formatMessage(messages.fromStep, { value: stepText(identifier, step) });

  const control = (entry: SearchFilter) => {
    const code = entry.urlParameters[0] as CodeName;
    const selected = isArrayParameter(code) ? ((draft[code] as string[] | undefined) ?? []) : [];
    const toggle = (id: string) => onChange(toggleCode(draft, code, id));
    const common = { legend: entry.label, options: optionsOf(entry), selected, onToggle: toggle };
    switch (entry.inputType) {
      case 'checkboxListWithTopSelection':
        return (
          <CheckboxListWithTopSelection
            legend={entry.label}
            options={topSelectionOptionsOf(entry)}
            selectedTop={draft.make}
            selectedChildren={draft.model ?? []}
            onSelectTop={(make) => onChange(selectMake(draft, make))}
            onToggleChild={(make, model) => onChange(toggleModel(draft, make, model))}
            showAllLabel={intl.formatMessage(messages.showAll)}
            showLessLabel={intl.formatMessage(messages.showLess)}
            childrenLegend={(make) => intl.formatMessage(messages.modelsOf, { make })}
          />
        );
      case 'checkboxIconList':
        return <CheckboxIconList {...common} icon={bodyIcon} />;
      case 'checkboxColorList':
        return <CheckboxColorList {...common} colors={colorsOf(entry)} />;
      case 'checkboxEfficiencyList':
        return <CheckboxEfficiencyList {...common} />;
      case 'checkboxList':
        return <CheckboxList {...common} />;
      case 'tags':
        return <TagsInput {...common} />;
      case 'checkbox': {
        if (entry.identifier === 'matching' || common.options.length !== 1) {
          return (
            <SearchText
              label={entry.label}
              submitLabel={intl.formatMessage(messages.search)}
              value={draft.matching ?? ''}
              onSubmit={(matching) => onChange(changeFilter(draft, { matching: matching || undefined }))}
            />
          );
        }
        const [only] = common.options;
        return (
          <SingleCheckbox
            label={intl.formatMessage(messages.singleValue, { label: entry.label, value: only.label })}
            count={only.count}
            checked={selected.includes(only.id)}
            onChange={() => toggle(only.id)}
          />
        );
      }
      case 'range':
      case 'rangeSelect': {
        const [fromName, toName] = RANGE_PARAMETERS[entry.identifier] ?? (entry.urlParameters as [NumberParameter, NumberParameter]);
        const value = { from: draft[fromName], to: draft[toName] };
        const change = (next: { from?: number; to?: number }) => onChange(setRange(draft, fromName, toName, next));
        const steps = stepsOf(entry);
        if (entry.inputType === 'range' && steps.length === 0) {
          return (
            <RangeInput
              legend={entry.label}
              fromLabel={t.from}
              toLabel={t.to}
              value={value}
              min={entry.min}
              max={entry.max}
              format={(n) => formatNumber(n, locale) || '0'}
              onChange={change}
            />
          );
        }
        return (
          <RangeSelect
            legend={entry.label}
            fromLabel={t.from}
            toLabel={t.to}
            anyLabel={t.any}
            steps={steps}
            fromStepLabel={fromStepLabel(entry.identifier)}
            value={value}
            onChange={change}
          />
        );
      }
      default:
        return null;
    }
  };

  const entries = ORDER.map((identifier) => criteriaEntry(criteria, identifier)).filter(
    (entry): entry is SearchFilter => !!entry && !COMPOSED.has(entry.identifier),
  );
  const others = criteria.filter.filter((entry) => !ORDER.includes(entry.identifier) && !COMPOSED.has(entry.identifier));
  const price = criteriaEntry(criteria, 'priceBuy') ?? criteriaEntry(criteria, 'price_steps');
  const location = criteriaEntry(criteria, 'location');
  const groups = [...entries, ...others];
  return (
    <>
      {groups.slice(0, 1).map((entry) => (
        <FilterGroup key={entry.identifier} title={entry.label} activeCount={activeCount(draft, entry.urlParameters)} defaultOpen>
          {control(entry)}
        </FilterGroup>
      ))}
      {price && (
        <FilterGroup title={price.label} activeCount={activeCount(draft, ['pricefrom', 'priceto', 'ratefrom', 'rateto'])} defaultOpen>
          <PriceFilter criteria={criteria} draft={draft} onChange={onChange} fromStepLabel={fromStepLabel('priceBuy')} />
        </FilterGroup>
      )}
      {groups.slice(1).map((entry) => (
        <FilterGroup
          key={entry.identifier}
          title={entry.label}
          activeCount={activeCount(draft, entry.urlParameters)}
          defaultOpen={entry.identifier === 'matching'}
        >
          {control(entry)}
        </FilterGroup>
      ))}
      {location && (
        <FilterGroup title={location.label} activeCount={draft.lat !== undefined ? 1 : 0}>
          <LocationFilter entry={location} draft={draft} onChange={onChange} />
        </FilterGroup>
      )}
      {dealerOptions.length > 0 && (
        <FilterGroup title={dealerFilterLabel} activeCount={draft.dealerId?.length ?? 0}>
          <CheckboxList
            legend={dealerFilterLabel}
            options={dealerOptions}
            selected={(draft.dealerId ?? []).map(String)}
            onToggle={(id) => {
              const ids = draft.dealerId ?? [];
              const value = Number(id);
              onChange(changeFilter(draft, { dealerId: ids.includes(value) ? ids.filter((x) => x !== value) : [...ids, value] }));
            }}
          />
        </FilterGroup>
      )}
    </>
  );
}
