import { z } from 'zod';
import { slugLocalizationsSchema } from './common';

/** A model of the model range (SPEC §3): mipsId, id, brand, slug, category, type, name and filter fields. */
export const modelSchema = z.object({
  mipsId: z.string(),
  id: z.number().int(),
  brand: z.string(),
  slug: z.string(),
  category: z.string(),
  type: z.enum(['passenger', 'commercial']),
  name: z.string(),
  modelCode: z.string(),
  priceFrom: z.number(),
  leasingRateFrom: z.number().nullable(),
  image: z.string(),
  isToolsModel: z.boolean(),
  /** filter field → values, matched by brandConfiguration.filter groups */
  filter: z.record(z.string(), z.array(z.string())),
});
export type Model = z.infer<typeof modelSchema>;

export const brandConfigurationSchema = z.object({
  category: z.array(z.object({ id: z.string(), name: z.string() })),
  categoryOrder: z.array(z.string()),
  filter: z.array(z.object({ field: z.string(), items: z.array(z.object({ value: z.string(), label: z.string() })) })),
});
export type BrandConfiguration = z.infer<typeof brandConfigurationSchema>;

/** brand-world/models: the model range. */
export const modelRangeResponseSchema = z.object({
  models: z.array(modelSchema),
  specialOfferId: z.string().nullable(),
  brandConfiguration: brandConfigurationSchema,
});
export type ModelRangeResponse = z.infer<typeof modelRangeResponseSchema>;

/** Active model-range filter (SPEC §3): a list of {value, field, level}. */
export const activeModelFilterSchema = z.array(z.object({ value: z.string(), field: z.string(), level: z.number().int() }));
export type ActiveModelFilter = z.infer<typeof activeModelFilterSchema>;

/** model/model-page/{slug} */
export const modelPageSchema = z.object({
  model: modelSchema,
  headline: z.string(),
  introText: z.string(),
  highlights: z.array(z.object({ title: z.string(), text: z.string(), image: z.string() })),
  gallery: z.array(z.string()),
  seo: z.object({ title: z.string(), description: z.string() }),
  slugLocalizations: slugLocalizationsSchema,
});
export type ModelPage = z.infer<typeof modelPageSchema>;

export const configuratorColorSchema = z.object({
  colorCode: z.string(),
  name: z.string(),
  hex: z.string(),
  price: z.number(),
  /** paint finish; optional (added with the configurator, decision 0035) */
  finish: z.enum(['solid', 'metallic', 'pearl']).optional(),
});
export const configuratorEquipmentSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(['package', 'option']),
  price: z.number(),
  standard: z.boolean(),
  /** a package's contents: equipment codes of the same entity, not charged again when the package is chosen (optional) */
  includes: z.array(z.string()).optional(),
});

/** A configurator entity (one variant: trim × engine). */
export const configuratorEntitySchema = z.object({
  entityId: z.number().int(),
  entitySlug: z.string(),
  modelCode: z.string(),
  name: z.string(),
  engine: z.string(),
  fuel: z.string(),
  transmission: z.string(),
  drive: z.string(),
  powerKw: z.number().int(),
  price: z.number(),
  leasingRateFrom: z.number().nullable(),
  colors: z.array(configuratorColorSchema),
  equipment: z.array(configuratorEquipmentSchema),
  image: z.string(),
});
export type ConfiguratorEntity = z.infer<typeof configuratorEntitySchema>;

export const configuratorModelSummarySchema = z.object({
  modelCode: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  priceFrom: z.number(),
  image: z.string(),
});
export const configuratorModelsResponseSchema = z.object({ models: z.array(configuratorModelSummarySchema) });

/** Configuration save payload (SPEC §3): entityId, items (colour and equipment codes). */
export const configurationSavePayloadSchema = z.object({
  entityId: z.number().int().positive(),
  items: z.array(z.string().min(1)).max(60),
});
export type ConfigurationSavePayload = z.infer<typeof configurationSavePayloadSchema>;

export const savedConfigurationSchema = z.object({
  configurationCode: z.string(),
  entityId: z.number().int(),
  entitySlug: z.string(),
  modelSlug: z.string(),
  items: z.array(z.string()),
  price: z.number(),
  createdAt: z.string(),
  pdfUrl: z.string(),
});
export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>;

/** configurator/models/{slug}?entitySlug&configurationCode */
export const configuratorModelSchema = configuratorModelSummarySchema.extend({
  entities: z.array(configuratorEntitySchema),
  selectedEntityId: z.number().int(),
  configuration: savedConfigurationSchema.nullable(),
});
export type ConfiguratorModel = z.infer<typeof configuratorModelSchema>;

export const configuratorModelSlimSchema = configuratorModelSummarySchema.extend({ entityIds: z.array(z.number().int()) });
export const configuratorModelSlimAllVariantsSchema = configuratorModelSummarySchema.extend({
  variants: z.array(z.object({ entityId: z.number().int(), entitySlug: z.string(), name: z.string(), price: z.number() })),
});
export const configuratorEntitySlimSchema = z.object({
  entityId: z.number().int(),
  entitySlug: z.string(),
  modelCode: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
});

export const images360ResponseSchema = z.object({
  entityId: z.number().int(),
  colorCode: z.string(),
  equipmentCodes: z.array(z.string()),
  images: z.array(z.string()),
});
export const modelImagesResponseSchema = z.object({
  entityId: z.number().int(),
  colorCode: z.string(),
  images: z.array(z.object({ view: z.enum(['front', 'side', 'rear', 'interior']), url: z.string() })),
});

export const techDataGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(z.object({ label: z.string(), value: z.string() })),
});
export const entityTechDataSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  price: z.number(),
  groups: z.array(techDataGroupSchema),
});

/** configurator/models/{slug}/tech-data */
export const techDataResponseSchema = z.object({ modelCode: z.string(), entities: z.array(entityTechDataSchema) });
/** configurator/compare?models= */
export const modelCompareResponseSchema = z.object({
  models: z.array(configuratorModelSummarySchema.extend({ groups: z.array(techDataGroupSchema) })),
});
/** configurator/variants-compare?entities= */
export const variantsCompareResponseSchema = z.object({ entities: z.array(entityTechDataSchema) });
