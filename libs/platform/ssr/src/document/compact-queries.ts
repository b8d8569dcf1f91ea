import { hashKey, type DehydratedState } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];
type QueryState = DehydratedQuery['state'];

/** A dehydrated query as the page data carries it: its key and what differs from a fresh successful query's state. */
export interface CompactQuery extends Pick<DehydratedQuery, 'queryKey' | 'meta' | 'queryType'> {
  state: Partial<QueryState>;
}

/** The page data's query cache (`PageData.queries`). */
export interface CompactQueries {
  queries: CompactQuery[];
}

/** What TanStack Query's state holds for a query that succeeded once and is idle: never written into the page. */
const SETTLED: Omit<QueryState, 'data' | 'dataUpdatedAt'> = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
};

/**
 * The server's query cache for the page data without what the browser can tell itself (decision 0052): the query hash
 * (the hash of the key, every query here hashes its key the default way), the time of dehydration (only pending
 * queries read it, and only successful ones are dehydrated) and every state field that has its settled value. On the
 * vehicle list that is ≈ 300 bytes of each query's ≈ 500 bytes of bookkeeping. No mutation is dehydrated.
 */
export function compactQueries(state: DehydratedState): CompactQueries {
  return {
    queries: state.queries.map(({ queryHash: _hash, dehydratedAt: _at, promise: _promise, state: full, ...query }) => {
      const changed = Object.entries(full).filter(([field, value]) => SETTLED[field as keyof typeof SETTLED] !== value);
      return { ...query, state: Object.fromEntries(changed) as Partial<QueryState> };
    }),
  };
}

/** The dehydrated state TanStack Query's `hydrate` takes, from the page data's compact one. */
export function expandQueries(compact: CompactQueries): DehydratedState {
  return {
    mutations: [],
    queries: compact.queries.map(({ state, ...query }) => {
      const full = { ...SETTLED, dataUpdatedAt: 0, ...state } as QueryState;
      return { ...query, queryHash: hashKey(query.queryKey), state: full, dehydratedAt: full.dataUpdatedAt };
    }),
  };
}
