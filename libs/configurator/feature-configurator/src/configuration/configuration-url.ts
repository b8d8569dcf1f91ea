import type { ConfiguratorEntity, ConfiguratorModel } from '@carweb/api-contracts';
import { DEFAULT_LEASING_BOUNDS, initialLeasingInput, snapToRange } from '@carweb/vehicle-market-util-search-state';

/**
 * A configuration is a URL (decision 0034, 0035): `?variant={entitySlug}&color={colorCode}&item={code}…` plus the
 * leasing inputs `runtime`, `km`, `down`, or `?configurationCode={code}` for a saved one. What a parameter names and the
 * model does not have is dropped (SPEC §5: parameters not in the allowed list are dropped), so any URL is a configuration.
 */
export const CONFIGURATION_PARAMS = {
  variant: 'variant',
  color: 'color',
  item: 'item',
  runtime: 'runtime',
  km: 'km',
  down: 'down',
  code: 'configurationCode',
} as const;

export interface LeasingChoice {
  totalRuntime: number;
  kmPerYear: number;
  downPayment: number;
}

export interface Configuration {
  entity: ConfiguratorEntity;
  colorCode: string;
  /** chosen optional equipment (packages and options), in the entity's order; standard equipment is always there */
  items: string[];
  leasing: LeasingChoice;
}

/** A saved configuration as the model service keeps it: the variant and its items (colour and equipment codes). */
export interface SavedItems {
  entityId: number;
  items: readonly string[];
}

/** The leasing calculator's starting point (48 months, 10,000 km, no down payment): the vehicle calculator's own. */
export const DEFAULT_LEASING: LeasingChoice = initialLeasingInput(null);

/** The model's default variant: the one the model service selects when no slug is asked for. */
export const defaultEntityOf = (model: ConfiguratorModel): ConfiguratorEntity =>
  model.entities.find((entity) => entity.entityId === model.selectedEntityId) ?? model.entities[0];

const optionalCodes = (entity: ConfiguratorEntity) => entity.equipment.filter((item) => !item.standard).map((item) => item.code);

/** The configuration in the entity's own terms: a colour it has (else its first), optional items it has, in its order. */
export function fitToEntity(
  entity: ConfiguratorEntity,
  colorCode: string | null | undefined,
  items: Iterable<string>,
  leasing: LeasingChoice,
): Configuration {
  const wanted = new Set(items);
  const color = entity.colors.find((c) => c.colorCode === colorCode?.toUpperCase()) ?? entity.colors[0];
  return {
    entity,
    colorCode: color?.colorCode ?? '',
    items: optionalCodes(entity).filter((code) => wanted.has(code)),
    leasing,
  };
}

const numberParam = (params: URLSearchParams, name: string) => {
  const raw = params.get(name);
  return raw === null || raw.trim() === '' ? undefined : Number(raw);
};

/** The leasing inputs of the URL on the calculator's grid (the vehicle calculator's options), else its defaults. */
export function leasingOf(params: URLSearchParams): LeasingChoice {
  const { totalRuntime, kmPerYear, downPayment } = DEFAULT_LEASING_BOUNDS;
  const runtime = numberParam(params, CONFIGURATION_PARAMS.runtime);
  const km = numberParam(params, CONFIGURATION_PARAMS.km);
  const down = numberParam(params, CONFIGURATION_PARAMS.down);
  return {
    totalRuntime: runtime === undefined ? DEFAULT_LEASING.totalRuntime : snapToRange(runtime, totalRuntime),
    kmPerYear: km === undefined ? DEFAULT_LEASING.kmPerYear : snapToRange(km, kmPerYear),
    downPayment: down === undefined ? DEFAULT_LEASING.downPayment : snapToRange(down, downPayment),
  };
}

/**
 * The configuration a URL names. A saved configuration (its code resolved by the loader) is the starting point; the
 * explicit parameters of a choice made after it win, so a choice link never needs the code.
 */
export function configurationOf(model: ConfiguratorModel, params: URLSearchParams, saved?: SavedItems | null): Configuration {
  const slug = params.get(CONFIGURATION_PARAMS.variant);
  // the saved configuration counts only on its own URL: a choice's link leaves the code out and says everything itself
  const active = saved && params.has(CONFIGURATION_PARAMS.code) ? saved : null;
  const savedEntity = active ? model.entities.find((entity) => entity.entityId === active.entityId) : undefined;
  const entity = model.entities.find((candidate) => candidate.entitySlug === slug) ?? savedEntity ?? defaultEntityOf(model);
  const fromSaved = savedEntity === entity ? active : null;
  const savedColor = fromSaved?.items.find((code) => entity.colors.some((color) => color.colorCode === code));
  const color = params.get(CONFIGURATION_PARAMS.color) ?? savedColor;
  const items = params.has(CONFIGURATION_PARAMS.item) || !fromSaved ? params.getAll(CONFIGURATION_PARAMS.item) : fromSaved.items;
  return fitToEntity(entity, color, items, leasingOf(params));
}

/**
 * The search string of a configuration, `''` for the model's default: only what differs from the defaults, the items
 * in the entity's order, so one configuration has one URL (and one page-cache entry).
 */
export function configurationSearch(model: ConfiguratorModel, configuration: Configuration): string {
  const params = new URLSearchParams();
  const { entity, colorCode, items, leasing } = configuration;
  if (entity.entityId !== defaultEntityOf(model).entityId) params.set(CONFIGURATION_PARAMS.variant, entity.entitySlug);
  if (colorCode && colorCode !== entity.colors[0]?.colorCode) params.set(CONFIGURATION_PARAMS.color, colorCode);
  for (const code of items) params.append(CONFIGURATION_PARAMS.item, code);
  if (leasing.totalRuntime !== DEFAULT_LEASING.totalRuntime) params.set(CONFIGURATION_PARAMS.runtime, String(leasing.totalRuntime));
  if (leasing.kmPerYear !== DEFAULT_LEASING.kmPerYear) params.set(CONFIGURATION_PARAMS.km, String(leasing.kmPerYear));
  if (leasing.downPayment !== DEFAULT_LEASING.downPayment) params.set(CONFIGURATION_PARAMS.down, String(leasing.downPayment));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The configuration with another variant: the colour and items it has too are kept. */
export const withVariant = (configuration: Configuration, entity: ConfiguratorEntity): Configuration =>
  fitToEntity(entity, configuration.colorCode, configuration.items, configuration.leasing);

export const withColor = (configuration: Configuration, colorCode: string): Configuration => ({ ...configuration, colorCode });

/** The configuration with an optional item added, or removed when it is chosen. */
export function withItemToggled(configuration: Configuration, code: string): Configuration {
  const chosen = new Set(configuration.items);
  if (chosen.has(code)) chosen.delete(code);
  else chosen.add(code);
  return fitToEntity(configuration.entity, configuration.colorCode, chosen, configuration.leasing);
}

/** What the model service stores and prices (SPEC §3 configuration save payload): the colour and the chosen items. */
export const savePayloadOf = (configuration: Configuration) => ({
  entityId: configuration.entity.entityId,
  items: [configuration.colorCode, ...configuration.items].filter(Boolean),
});
