import type { BrandWorldDealersResponse, ModelPage } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import {
  bestLeasingQuery,
  brandPageQuery,
  brandWorldDealersQuery,
  configuratorModelVariantsQuery,
  techDataQuery,
  type getConfiguratorModelVariants,
  type getTechData,
} from '@carweb/api-model';

/** The model page's own data beside `model/model-page/{slug}`: the variants with their prices and their technical data. */
export const variantsQuery = (api: ApiContext, page: ModelPage) => configuratorModelVariantsQuery(api, page.model.modelCode);
export const modelTechDataQuery = (api: ApiContext, page: ModelPage) => techDataQuery(api, page.model.slug);

/** The brand's best leasing offer (brand-world/best-leasing?brand): none is an absence, the section is left out (SPEC §8). */
export const brandBestLeasingQuery = (api: ApiContext, page: ModelPage) => bestLeasingQuery(api, page.model.brand);

/** The brand page of the model's brand: its vehicle profile names the dealers that sell it (SPEC §3 brand page). */
export const modelBrandPageQuery = (api: ApiContext, page: ModelPage) => brandPageQuery(api, page.model.brand);
export { brandWorldDealersQuery };

export type ModelVariants = Awaited<ReturnType<typeof getConfiguratorModelVariants>>;
export type ModelTechData = Awaited<ReturnType<typeof getTechData>>;
export type BrandWorldDealer = BrandWorldDealersResponse['dealers'][number];
