export { modelRangeRoute } from './model-range-route';
export { modelRangeCatalog } from './messages';
