import { useIntl } from 'react-intl';
import { selectMake, toggleModel } from '@carweb/vehicle-market-util-search-state';
import { CheckboxListWithTopSelection } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import type { GroupControlProps } from './group-control-props';
import { topSelectionOptionsOf } from './criteria-values';

/** Make and models (checkboxListWithTopSelection): the first group, open on every first paint. */
export function ModelControl({ entry, draft, onChange }: GroupControlProps) {
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
