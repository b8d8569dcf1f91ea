import { useIntl } from 'react-intl';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import type { MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { lazyWithPreload, useIdlePreload } from '@carweb/shared-ui';
import { FilterGroup } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import { criteriaEntry } from './criteria-values';
import { ModelControl } from './ModelControl';
import { PriceFilter } from './PriceFilter';
import { TextSearchControl } from './TextSearchControl';
import { useStepLabels } from './step-labels';

// the inputs of closed groups, the location and the dealers load when their group opens (a closed group renders none)
// and are fetched while the browser is idle after hydration, so a group opens at the first click (decision 0032)
const GroupControl = lazyWithPreload(() => import('./GroupControl'));
const LocationFilter = lazyWithPreload(() => import('./LocationFilter').then((module) => ({ default: module.LocationFilter })));
const DealerFilter = lazyWithPreload(() => import('./DealerFilter'));

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
  const { fromStepLabel } = useStepLabels();
  useIdlePreload(GroupControl.preload, LocationFilter.preload, DealerFilter.preload);
  if (!criteria) return <p role="status">{intl.formatMessage(messages.loadingList)}</p>;

  // the groups open on first paint (models, text search) come with the panel; the others load their input when opened
  const control = (entry: SearchFilter) => {
    if (entry.inputType === 'checkboxListWithTopSelection') return <ModelControl entry={entry} draft={draft} onChange={onChange} />;
    if (entry.identifier === 'matching') return <TextSearchControl entry={entry} draft={draft} onChange={onChange} />;
    return <GroupControl entry={entry} draft={draft} onChange={onChange} />;
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
          <DealerFilter legend={dealerFilterLabel} options={dealerOptions} draft={draft} onChange={onChange} />
        </FilterGroup>
      )}
    </>
  );
}
