import { z } from 'zod';
import { vehicleSortSchema } from './vehicle';

/** Filter input types of SPEC §3. */
export const FILTER_INPUT_TYPES = [
  'checkboxList',
  'checkboxIconList',
  'checkboxColorList',
  'checkboxListWithTopSelection',
  'range',
  'rangeSelect',
  'rangeSelectTabs',
  'checkboxEfficiencyList',
  'location',
  'tags',
  'checkbox',
] as const;
export const filterInputTypeSchema = z.enum(FILTER_INPUT_TYPES);
export type FilterInputType = z.infer<typeof filterInputTypeSchema>;

/** Filter names of SPEC §3. */
export const FILTER_NAMES = [
  'model',
  'cond',
  'trans',
  'body',
  'fuel',
  'drive',
  'bodycol',
  'vehtyp',
  'equip',
  'km',
  'year',
  'price_steps',
  'leasing_rate_steps',
  'seats',
  'sorting',
  'efficiency',
  'location',
  'price',
  'priceBuy',
  'qualitytags',
  'buyingtags',
  'matching',
  'actiontags',
] as const;
export const filterNameSchema = z.enum(FILTER_NAMES);
export type FilterName = z.infer<typeof filterNameSchema>;

const countField = z.number().int().optional();

/** A make's model (second level of the `model` filter). */
export const filterChildValueSchema = z.object({ id: z.string(), name: z.string(), count: countField });

/** Checkbox values: id/name, possibly children (make → models), colour hex for checkboxColorList. */
export const filterIdValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: countField,
  hex: z.string().optional(),
  children: z.array(filterChildValueSchema).optional(),
});

/** Range steps: value/label (e.g. 10000 → "10'000 km"). */
export const filterStepValueSchema = z.object({ value: z.number(), label: z.string(), count: countField });

export const searchFilterSchema = z.object({
  identifier: filterNameSchema,
  inputType: filterInputTypeSchema,
  label: z.string(),
  /** the URL parameters the filter sets, e.g. price → pricefrom, priceto */
  urlParameters: z.array(z.string()),
  values: z.array(z.union([filterIdValueSchema, filterStepValueSchema])),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

export const filterTagSchema = z.object({ category: filterNameSchema, id: z.string(), name: z.string() });
export type FilterTag = z.infer<typeof filterTagSchema>;

export const sortOptionSchema = z.object({ id: vehicleSortSchema, name: z.string(), selected: z.boolean() });

/** filter/search-criteria */
export const searchCriteriaResponseSchema = z.object({
  sorting: z.array(sortOptionSchema),
  filter: z.array(searchFilterSchema),
  filterTags: z.array(filterTagSchema),
  totalMatches: z.number().int(),
});
export type SearchCriteriaResponse = z.infer<typeof searchCriteriaResponseSchema>;

/** filter/makes-and-models (and the trade-in form's makes and models, without counts) */
export const makesAndModelsResponseSchema = z.object({
  makes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      count: countField,
      models: z.array(z.object({ id: z.string(), name: z.string(), count: countField })),
    }),
  ),
});
export type MakesAndModelsResponse = z.infer<typeof makesAndModelsResponseSchema>;
