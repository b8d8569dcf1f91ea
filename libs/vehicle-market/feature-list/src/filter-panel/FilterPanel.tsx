import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import { preloadContracts } from '@carweb/api-http';
import { useDebounced, usePreloadOnIntent } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { clearFilters, sameSelection, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import type { listQueries } from '../list-data';
import { messages } from '../messages';
import { FilterControls } from './FilterControls';
import styles from './filter-panel.module.css';

/** Facet count (criteria) requests wait until the visitor paused (each click is not a request). */
const DRAFT_DEBOUNCE_MS = 250;

export interface FilterPanelProps {
  variant: 'sidebar' | 'dialog';
  /** the filter of the URL */
  filter: MarketFilter;
  appliedCriteria: SearchCriteriaResponse | undefined;
  appliedTotal: number | undefined;
  queries: ReturnType<typeof listQueries>;
  dealerOptions: { id: string; label: string }[];
  dealerFilterLabel: string;
  onApply: (filter: MarketFilter) => void;
}

/**
 * The filter panel: the visitor edits a draft; facet counts and the live vehicle count (count call)
 * follow the draft; the result button ("124 Fahrzeuge anzeigen") applies it to the URL.
 */
export function FilterPanel({
  variant,
  filter,
  appliedCriteria,
  appliedTotal,
  queries,
  dealerOptions,
  dealerFilterLabel,
  onApply,
}: FilterPanelProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const [draft, setDraft] = useState(filter);
  const [applied, setApplied] = useState(filter);
  if (applied !== filter) {
    // the URL changed (tag removed, sort, back button): the draft follows it
    setApplied(filter);
    setDraft(filter);
  }
  const pending = !sameSelection(draft, filter);
  // the count starts with the tick (a newer tick cancels it); the facet counts wait until the visitor paused
  const count = useQuery({ ...queries.count(draft), enabled: pending });
  const debounced = useDebounced(draft, DRAFT_DEBOUNCE_MS);
  const changed = !sameSelection(debounced, filter);
  const draftCriteria = useQuery({ ...queries.criteriaFor(debounced), enabled: changed });
  // zod and the contracts parse the first count: they load when the visitor first reaches for the panel (decision 0032)
  const intent = usePreloadOnIntent(preloadContracts);
  const criteria = (changed ? draftCriteria.data : undefined) ?? appliedCriteria;
  const total = !pending ? appliedTotal : count.data !== undefined && !count.isPlaceholderData ? count.data : undefined;
  const label =
    total === undefined
      ? count.isError
        ? intl.formatMessage(messages.countFailed)
        : intl.formatMessage(messages.countLoading)
      : intl.formatMessage(messages.showResults, { count: total, formatted: formatNumber(total, locale) || '0' });
  return (
    <div className={`${styles['panel']} ${styles[variant]}`} {...intent}>
      <FilterControls
        criteria={criteria}
        draft={draft}
        onChange={setDraft}
        dealerOptions={dealerOptions}
        dealerFilterLabel={dealerFilterLabel}
      />
      <div className={styles['actions']}>
        <button type="button" className={styles['apply']} disabled={total === 0} aria-live="polite" onClick={() => onApply(draft)}>
          {label}
        </button>
        <button type="button" className={styles['reset']} onClick={() => setDraft(clearFilters(draft))}>
          {intl.formatMessage(messages.resetFilters)}
        </button>
      </div>
    </div>
  );
}
