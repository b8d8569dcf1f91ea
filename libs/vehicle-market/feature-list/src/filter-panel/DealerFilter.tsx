import { changeFilter, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { CheckboxList } from '@carweb/vehicle-market-ui-filter-inputs';

export interface DealerFilterProps {
  legend: string;
  options: { id: string; label: string }[];
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}

/** The dealer and its locations (dealerId, several): a group of the panel, its own chunk like the other closed groups. */
export default function DealerFilter({ legend, options, draft, onChange }: DealerFilterProps) {
  return (
    <CheckboxList
      legend={legend}
      options={options}
      selected={(draft.dealerId ?? []).map(String)}
      onToggle={(id) => {
        const ids = draft.dealerId ?? [];
        const value = Number(id);
        onChange(changeFilter(draft, { dealerId: ids.includes(value) ? ids.filter((x) => x !== value) : [...ids, value] }));
      }}
    />
  );
}
