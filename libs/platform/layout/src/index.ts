export { DealerLayout } from './dealer-layout/DealerLayout';
export { NotFoundPage, GenericErrorMessage } from './not-found/NotFoundPage';
export { layoutCatalog } from './messages';
