export { marketHomeRoutes } from './market-home-routes';
export { marketHomeCatalog } from './messages';
export { QuickSearch, type QuickSearchProps } from './quick-search/QuickSearch';
export { prefetchQuickSearch } from './quick-search/quick-search-queries';
