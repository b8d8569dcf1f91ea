import { useIntl } from 'react-intl';
import type { FilterTag } from '@carweb/api-contracts';
import { clearFilters, removeFilterTag, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { FilterTags } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';

const keyOf = (tag: FilterTag) => `${tag.category}:${tag.id}`;

/** The backend's filter tags of the current filter as removable chips (SPEC §3 filter tag). */
export function ActiveFilterTags({
  filter,
  tags,
  onChange,
}: {
  filter: MarketFilter;
  tags: FilterTag[];
  onChange: (filter: MarketFilter) => void;
}) {
  const intl = useIntl();
  return (
    <FilterTags
      label={intl.formatMessage(messages.activeFilters)}
      tags={tags.map((tag) => ({ key: keyOf(tag), label: tag.name }))}
      removeLabel={(name) => intl.formatMessage(messages.removeFilter, { name })}
      onRemove={(key) => {
        const tag = tags.find((candidate) => keyOf(candidate) === key);
        if (tag) onChange(removeFilterTag(filter, tag));
      }}
      clearAllLabel={intl.formatMessage(messages.clearAll)}
      onClearAll={() => onChange(clearFilters(filter))}
    />
  );
}
