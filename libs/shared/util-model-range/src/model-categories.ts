import type { BrandConfiguration, Model, ModelRangeResponse } from '@carweb/api-contracts';

/** The models of one category; `name` is null for a category the brand configuration does not name. */
export interface ModelCategory {
  id: string;
  name: string | null;
  models: Model[];
}

/**
 * Models grouped by category in the brand configuration's `categoryOrder` (SPEC §3); categories the
 * order leaves out follow in the order their first model comes, and empty categories are left out.
 * Within a category the models keep the model service's order.
 */
export function modelsByCategory(models: readonly Model[], config: BrandConfiguration): ModelCategory[] {
  const ids = [...new Set([...config.categoryOrder, ...models.map((model) => model.category)])];
  return ids
    .map((id) => ({
      id,
      name: config.category.find((category) => category.id === id)?.name ?? null,
      models: models.filter((model) => model.category === id),
    }))
    .filter((category) => category.models.length > 0);
}

/** The model of the range's special offer (`specialOfferId`: the model's mipsId, or its id), if it is in the range. */
export function specialOfferModel(range: Pick<ModelRangeResponse, 'models' | 'specialOfferId'>): Model | null {
  const id = range.specialOfferId;
  if (!id) return null;
  return range.models.find((model) => model.mipsId === id || String(model.id) === id) ?? null;
}
