import { useIntl } from 'react-intl';
import { changeFilter } from '@carweb/vehicle-market-util-search-state';
import { SearchText } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import type { GroupControlProps } from './group-control-props';

/** The free-text search (matching): its group is open on every first paint. */
export function TextSearchControl({ entry, draft, onChange }: GroupControlProps) {
  const intl = useIntl();
  return (
    <SearchText
      label={entry.label}
      submitLabel={intl.formatMessage(messages.search)}
      value={draft.matching ?? ''}
      onSubmit={(matching) => onChange(changeFilter(draft, { matching: matching || undefined }))}
    />
  );
}
