import { Router, type Request } from 'express';
import {
  configuratorEntitySlimSchema,
  configuratorModelSchema,
  configuratorModelSlimAllVariantsSchema,
  configuratorModelSlimSchema,
  configuratorModelsResponseSchema,
  images360ResponseSchema,
  modelCompareResponseSchema,
  modelImagesResponseSchema,
  techDataResponseSchema,
  variantsCompareResponseSchema,
} from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { intParam, requestLocale } from '../../http/request';
import { mediaUrl, modelImagePath } from '../../media/media-paths';
import { modelImage, techGroups, toEntity, toSummary } from './model-mappers';
import type { SavedConfigurations } from './saved-configurations';

const listParam = (req: Request, name: string) =>
  String(req.query[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** GET configurator/models[/…], configurator/entities/{entityId}/slim, configurator/compare, configurator/variants-compare */
export function configuratorRoutes(ctx: SandboxContext, saved: SavedConfigurations): Router {
  const router = Router();
  const { catalog } = ctx;

  const modelOf = (key: string) => {
    const model = catalog.modelBySlug(key);
    if (!model) throw notFound('No model slug given');
    return { model, entities: catalog.entitiesOf(model) };
  };
  const entityOf = (req: Request) => {
    const entity = catalog.entity(intParam(req, 'entityId'));
    if (!entity) throw notFound('Unknown entity');
    return entity;
  };
  const colorOf = (req: Request, entity: ReturnType<typeof entityOf>) => {
    const color = entity.colors.find((c) => c.colorCode === req.params['colorCode'].toUpperCase());
    if (!color) throw notFound('Unknown colour');
    return color.colorCode;
  };

  router.get('/configurator/models', (req, res) => {
    requestLocale(req);
    const brand = typeof req.query['brand'] === 'string' ? req.query['brand'] : undefined;
    const models = catalog
      .models(brand)
      .filter((m) => m.isToolsModel)
      .map((m) => toSummary(m, catalog.entitiesOf(m)[0], ctx.mediaBase));
    res.json(configuratorModelsResponseSchema.parse({ models }));
  });

  router.get('/configurator/compare', (req, res) => {
    const locale = requestLocale(req);
    const models = listParam(req, 'models').map((key) => {
      const { model, entities } = modelOf(key);
      return { ...toSummary(model, entities[0], ctx.mediaBase), groups: techGroups(entities[0], locale) };
    });
    res.json(modelCompareResponseSchema.parse({ models }));
  });

  router.get('/configurator/variants-compare', (req, res) => {
    const locale = requestLocale(req);
    const entities = listParam(req, 'entities').map((id) => {
      const entity = catalog.entity(Number(id));
      if (!entity) throw notFound(`Unknown entity ${id}`);
      return {
        entityId: entity.entityId,
        name: `${entity.engine} ${entity.trim}`,
        price: entity.price,
        groups: techGroups(entity, locale),
      };
    });
    res.json(variantsCompareResponseSchema.parse({ entities }));
  });

  router.get('/configurator/entities/:entityId/slim', (req, res) => {
    requestLocale(req);
    const entity = entityOf(req);
    res.json(
      configuratorEntitySlimSchema.parse({
        entityId: entity.entityId,
        entitySlug: entity.entitySlug,
        modelCode: entity.modelCode,
        name: `${entity.engine} ${entity.trim}`,
        price: entity.price,
        image: modelImage(entity, ctx.mediaBase),
      }),
    );
  });

  router.get('/configurator/models/:slug', (req, res) => {
    const locale = requestLocale(req);
    const { model, entities } = modelOf(req.params.slug);
    const code = typeof req.query['configurationCode'] === 'string' ? req.query['configurationCode'] : undefined;
    // an unknown code, or one of another model, is no error: the model answers with its default configuration and
    // `configuration: null`, so the page shows a notice instead of an error page (decision 0035)
    const stored = code ? saved.get(code) : null;
    const configuration = stored && entities.some((e) => e.entityId === stored.entityId) ? stored : null;
    const bySlug = entities.find((e) => e.entitySlug === req.query['entitySlug']);
    const selected = configuration ? configuration.entityId : (bySlug ?? entities[0]).entityId;
    res.json(
      configuratorModelSchema.parse({
        ...toSummary(model, entities[0], ctx.mediaBase),
        entities: entities.map((e) => toEntity(e, locale, ctx.mediaBase)),
        selectedEntityId: selected,
        configuration: configuration ?? null,
      }),
    );
  });

  router.get('/configurator/models/:modelCode/slim', (req, res) => {
    requestLocale(req);
    const { model, entities } = modelOf(req.params.modelCode);
    res.json(configuratorModelSlimSchema.parse({ ...toSummary(model, entities[0], ctx.mediaBase), entityIds: model.entityIds }));
  });

  router.get('/configurator/models/:modelCode/slimAllVariants', (req, res) => {
    requestLocale(req);
    const { model, entities } = modelOf(req.params.modelCode);
    const variants = entities.map((e) => ({
      entityId: e.entityId,
      entitySlug: e.entitySlug,
      name: `${e.engine} ${e.trim}`,
      price: e.price,
    }));
    res.json(configuratorModelSlimAllVariantsSchema.parse({ ...toSummary(model, entities[0], ctx.mediaBase), variants }));
  });

  router.get('/configurator/models/:slug/tech-data', (req, res) => {
    const locale = requestLocale(req);
    const { model, entities } = modelOf(req.params.slug);
    res.json(
      techDataResponseSchema.parse({
        modelCode: model.modelCode,
        entities: entities.map((e) => ({
          entityId: e.entityId,
          name: `${e.engine} ${e.trim}`,
          price: e.price,
          groups: techGroups(e, locale),
        })),
      }),
    );
  });

  /** 36 frames, 10° apart, clockwise from the front; the chosen equipment (`ec`) that shows on the car is drawn. */
  router.get('/configurator/models/:entityId/:colorCode/images360', (req, res) => {
    requestLocale(req);
    const entity = entityOf(req);
    const colorCode = colorOf(req, entity);
    const equipmentCodes = listParam(req, 'ec');
    // only the entity's own codes, sorted: the same configuration always asks for the same (cached) pictures
    const shown = equipmentCodes.filter((code) => entity.equipment.some((e) => e.code === code)).sort();
    const images = Array.from({ length: 36 }, (_, i) => mediaUrl(ctx.mediaBase, modelImagePath(entity.entityId, colorCode, i * 10, shown)));
    res.json(images360ResponseSchema.parse({ entityId: entity.entityId, colorCode, equipmentCodes, images }));
  });

  router.get('/configurator/models/:entityId/:colorCode/model-images', (req, res) => {
    requestLocale(req);
    const entity = entityOf(req);
    const colorCode = colorOf(req, entity);
    const views = [
      ['front', 30],
      ['side', 90],
      ['rear', 210],
      ['interior', 'interior'],
    ] as const;
    res.json(
      modelImagesResponseSchema.parse({
        entityId: entity.entityId,
        colorCode,
        images: views.map(([view, picture]) => ({ view, url: modelImage(entity, ctx.mediaBase, picture, colorCode) })),
      }),
    );
  });

  return router;
}
