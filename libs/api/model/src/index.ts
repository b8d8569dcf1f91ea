export { getConfiguratorModels, configuratorModelsQuery, useConfiguratorModels } from './get-configurator-models';
export { getSavedConfiguration, savedConfigurationQuery, useSavedConfiguration } from './get-saved-configuration';
export { getConfiguratorModel, configuratorModelQuery, useConfiguratorModel, type ConfiguratorSelection } from './get-configurator-model';
export { getConfiguratorModelSlim, configuratorModelSlimQuery, useConfiguratorModelSlim } from './get-configurator-model-slim';
export {
  getConfiguratorModelVariants,
  configuratorModelVariantsQuery,
  useConfiguratorModelVariants,
} from './get-configurator-model-variants';
export { getImages360, images360Query, useImages360 } from './get-images-360';
export { getModelImages, modelImagesQuery, useModelImages } from './get-model-images';
export { getConfiguratorEntitySlim, configuratorEntitySlimQuery, useConfiguratorEntitySlim } from './get-configurator-entity-slim';
export { getTechData, techDataQuery, useTechData } from './get-tech-data';
export { getModelRange, modelRangeQuery, useModelRange } from './get-model-range';
export { getModelPage, modelPageQuery, useModelPage } from './get-model-page';
export { getModelByMipsId, modelByMipsIdQuery, useModelByMipsId } from './get-model-by-mips-id';
export { getModelComparison, modelComparisonQuery, useModelComparison } from './get-model-comparison';
export { getVariantComparison, variantComparisonQuery, useVariantComparison } from './get-variant-comparison';
export { getBrandPage, brandPageQuery, useBrandPage } from './get-brand-page';
export { getBrandWorldDealers, brandWorldDealersQuery, useBrandWorldDealers } from './get-brand-world-dealers';
export { getBestLeasing, bestLeasingQuery, useBestLeasing } from './get-best-leasing';
export { getBrands, brandsQuery, useBrands } from './get-brands';
export { saveConfiguration, saveConfigurationMutation, useSaveConfiguration } from './save-configuration';
export { configurationPdfUrl, useConfigurationPdfUrl } from './configuration-pdf-url';
