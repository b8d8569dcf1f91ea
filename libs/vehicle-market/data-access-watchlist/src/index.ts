export { COMPARE_LIMIT, FAVOURITES_LIMIT, WATCHLIST_STORAGE_KEY } from './watchlist-model';
export type { WatchedVehicle, WatchlistState, WatchlistActions, CompareResult } from './watchlist-model';
export { useWatchlist, useFavourites, useComparison, useIsFavourite, useIsCompared, watchlistActions } from './use-watchlist';
