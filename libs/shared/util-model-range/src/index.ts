export {
  isActiveFilter,
  matchesModelFilter,
  modelFilterGroups,
  modelFilterSearch,
  parseModelFilter,
  toggleModelFilter,
  type ModelFilterEntry,
  type ModelFilterGroup,
} from './active-model-filter';
export { modelsByCategory, specialOfferModel, type ModelCategory } from './model-categories';
