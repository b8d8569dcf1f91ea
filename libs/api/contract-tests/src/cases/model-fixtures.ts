import { getConfiguratorModel, getConfiguratorModels, getModelRange, saveConfiguration } from '@carweb/api-model';
import type { ApiContext } from '@carweb/api-http';

export interface ModelFixtures {
  modelId: number;
  mipsId: string;
  slug: string;
  modelCode: string;
  entityId: number;
  colorCode: string;
  items: string[];
  configurationCode: string;
}

let loaded: Promise<ModelFixtures> | undefined;

/** A configurable model of the wholesaler, one of its variants and a saved configuration of it (read once). */
export function modelFixtures(ctx: ApiContext): Promise<ModelFixtures> {
  loaded ??= (async () => {
    const [{ models }, range] = await Promise.all([getConfiguratorModels(ctx, ctx.wholesaler), getModelRange(ctx)]);
    const configurable = models[0];
    const model = await getConfiguratorModel(ctx, configurable.slug);
    const entity = model.entities[0];
    const items = [
      entity.colors[0].colorCode,
      ...entity.equipment
        .filter((e) => !e.standard)
        .slice(0, 1)
        .map((e) => e.code),
    ];
    const saved = await saveConfiguration(ctx, { entityId: entity.entityId, items });
    const summary = range.models.find((m) => m.slug === configurable.slug) ?? range.models[0];
    return {
      modelId: summary.id,
      mipsId: summary.mipsId,
      slug: configurable.slug,
      modelCode: configurable.modelCode,
      entityId: entity.entityId,
      colorCode: entity.colors[0].colorCode,
      items,
      configurationCode: saved.configurationCode,
    };
  })();
  return loaded;
}
