import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { marketFilterSearch, parseMarketFilter, type MarketFilter } from '@carweb/vehicle-market-util-search-state';

/**
 * The URL is the state: the filter is read from the query string, and every change is a navigation
 * (a new history entry, so the back button returns to the previous filter).
 */
export function useListFilter() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const filter = useMemo(() => parseMarketFilter(search), [search]);
  const apply = useCallback(
    (next: MarketFilter, options: { replace?: boolean } = {}) => {
      navigate({ search: marketFilterSearch(next) }, { replace: options.replace, preventScrollReset: options.replace });
    },
    [navigate],
  );
  return { filter, apply };
}
