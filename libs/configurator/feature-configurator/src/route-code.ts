/**
 * The configurator's loaders and its action as one chunk of route code: the route table, which every page's first load
 * carries, then names one import instead of four (decision 0022's budget; the three loaders are small).
 */
export { loadConfiguratorList } from './configurator-list-loader';
export { loadConfigurator } from './configurator-loader';
export { loadModelCompare } from './compare-loader';
export { configuratorAction } from './actions/configurator-action';
