export { dealerSearchRoute } from './dealer-search-route';
export { dealerSearchCatalog } from './messages';
