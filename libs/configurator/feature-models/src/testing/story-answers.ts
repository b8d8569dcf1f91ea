// The sandbox's recorded answers the model pages' stories show (decision 0029): the Kia Stonic, its variants and
// technical data, the brand's best leasing offer, brand page, dealers and the brands of the brand world.
import type {
  BestLeasingResponse,
  BrandPage,
  BrandWorldDealersResponse,
  BrandsResponse,
  ModelPage,
  ModelRangeResponse,
} from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import type { ModelTechData, ModelVariants } from '../model-detail-queries';

export const KEYS = {
  range: 'model/brand-world/models',
  modelPage: 'model/model/model-page/stonic',
  variants: 'model/configurator/models/KIA-STONIC/slimAllVariants',
  techData: 'model/configurator/models/stonic/tech-data',
  bestLeasing: 'model/brand-world/best-leasing',
  brands: 'model/brand-world',
  brandPage: 'model/brand-world/page/kia',
  dealers: 'model/brand-world/dealers/:id',
  stock: 'core/*/filter/makes-and-models',
} as const;

export const storyRange = (locale = 'de') => recordedAnswer<ModelRangeResponse>(KEYS.range, locale);
export const storyModelPage = (locale = 'de') => recordedAnswer<ModelPage>(KEYS.modelPage, locale);
export const storyVariants = (locale = 'de') => recordedAnswer<ModelVariants>(KEYS.variants, locale);
export const storyTechData = (locale = 'de') => recordedAnswer<ModelTechData>(KEYS.techData, locale);
export const storyBestLeasing = (locale = 'de') => recordedAnswer<BestLeasingResponse>(KEYS.bestLeasing, locale);
export const storyBrands = (locale = 'de') => recordedAnswer<BrandsResponse>(KEYS.brands, locale);
export const storyBrandPage = (locale = 'de') => recordedAnswer<BrandPage>(KEYS.brandPage, locale);
export const storyDealers = (locale = 'de') => recordedAnswer<BrandWorldDealersResponse>(KEYS.dealers, locale);
