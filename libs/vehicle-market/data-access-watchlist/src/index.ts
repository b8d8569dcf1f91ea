export { COMPARE_LIMIT, FAVOURITES_LIMIT, WATCHLIST_STORAGE_KEY, createWatchlistStore } from './watchlist-store';
export type { WatchedVehicle, WatchlistState, WatchlistActions, CompareResult } from './watchlist-store';
export { useWatchlist, useFavourites, useComparison, useIsFavourite, useIsCompared, watchlistActions } from './use-watchlist';
