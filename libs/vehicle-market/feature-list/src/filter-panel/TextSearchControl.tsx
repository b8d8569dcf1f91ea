import { useIntl } from 'react-intl';
import type { SearchFilter } from '@carweb/api-contracts';
import { changeFilter, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { SearchText } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';

export interface TextSearchControlProps {
  entry: SearchFilter;
  draft: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}

/** The free-text search (matching): its group is open on every first paint. */
export function TextSearchControl({ entry, draft, onChange }: TextSearchControlProps) {
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
