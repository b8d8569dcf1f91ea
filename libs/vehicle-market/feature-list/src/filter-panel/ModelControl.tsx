import { useIntl } from 'react-intl';
import type { SearchFilter } from '@carweb/api-contracts';
import { selectMake, toggleModel, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { CheckboxListWithTopSelection } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import { topSelectionOptionsOf } from './criteria-values';

export interface ModelControlProps {
  entry: SearchFilter;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}

/** Make and models (checkboxListWithTopSelection): the first group, open on every first paint. */
export function ModelControl({ entry, draft, onChange }: ModelControlProps) {
  const intl = useIntl();
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
}
