import type { ConfiguratorEntity, Model } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { EntityRecord, ModelRecord } from '../../domain/configurator';
import { labelOf } from '../../domain/labels';
import { DRIVES, FUELS, TRANSMISSIONS } from '../../domain/vocabulary';
import { CONFIGURATOR_EQUIPMENT_LABELS } from '../../domain/configurator-equipment';
import { DEFAULT_LEASING, calculateLeasing } from '../../domain/leasing';
import { mediaUrl, modelImagePath } from '../../media/media-paths';
import { TECH_GROUPS, TECH_ITEMS } from './model-labels';

export const defaultLeasingRate = (price: number) =>
  calculateLeasing({
    price,
    ageMonths: 0,
    mileage: 0,
    rateClass: 'new',
    totalRuntime: DEFAULT_LEASING.totalRuntime,
    kmPerYear: DEFAULT_LEASING.kmPerYear,
    downPayment: Math.round(price * DEFAULT_LEASING.downPaymentShare),
  }).monthlyRate;

/** A generated picture; the default is the front three-quarter view (30°), the one cards and teasers show. */
export function modelImage(
  entity: EntityRecord,
  mediaBase: string,
  view: number | 'interior' = 30,
  colorCode = entity.colors[0].colorCode,
): string {
  return mediaUrl(mediaBase, modelImagePath(entity.entityId, colorCode, view));
}

export function toModel(model: ModelRecord, firstEntity: EntityRecord, mediaBase: string): Model {
  return {
    mipsId: model.mipsId,
    id: model.id,
    brand: model.brand,
    slug: model.slug,
    category: model.category,
    type: model.type,
    name: model.name,
    modelCode: model.modelCode,
    priceFrom: model.priceFrom,
    leasingRateFrom: defaultLeasingRate(model.priceFrom),
    image: modelImage(firstEntity, mediaBase),
    isToolsModel: model.isToolsModel,
    filter: { category: [model.category], fuel: [...model.fuels], body: [...model.bodies], seats: [String(model.seats)] },
  };
}

export function toSummary(model: ModelRecord, firstEntity: EntityRecord, mediaBase: string) {
  return {
    modelCode: model.modelCode,
    slug: model.slug,
    name: model.name,
    brand: model.brand,
    category: model.category,
    priceFrom: model.priceFrom,
    image: modelImage(firstEntity, mediaBase),
  };
}

export function toEntity(entity: EntityRecord, locale: Locale, mediaBase: string): ConfiguratorEntity {
  return {
    entityId: entity.entityId,
    entitySlug: entity.entitySlug,
    modelCode: entity.modelCode,
    name: `${entity.engine} ${entity.trim}`,
    engine: entity.engine,
    fuel: labelOf(FUELS, entity.fuel, locale),
    transmission: labelOf(TRANSMISSIONS, entity.transmission, locale),
    drive: labelOf(DRIVES, entity.drive, locale),
    powerKw: entity.powerKw,
    price: entity.price,
    leasingRateFrom: defaultLeasingRate(entity.price),
    colors: entity.colors.map((c) => ({ colorCode: c.colorCode, name: c.name, hex: c.hex, price: c.price, finish: c.finish })),
    equipment: entity.equipment.map((e) => ({ ...e, name: labelOf(CONFIGURATOR_EQUIPMENT_LABELS, e.code, locale) })),
    image: modelImage(entity, mediaBase),
  };
}

export function techGroups(entity: EntityRecord, locale: Locale) {
  const item = (key: keyof typeof TECH_ITEMS, value: string) => ({ label: TECH_ITEMS[key][locale], value });
  const electric = entity.fuel === 'electric';
  return [
    {
      id: 'engine',
      name: TECH_GROUPS.engine[locale],
      items: [
        item('power', `${entity.powerKw} kW (${Math.round(entity.powerKw * 1.35962)} PS)`),
        item('fuel', labelOf(FUELS, entity.fuel, locale)),
        item('transmission', labelOf(TRANSMISSIONS, entity.transmission, locale)),
        item('drive', labelOf(DRIVES, entity.drive, locale)),
      ],
    },
    {
      id: 'consumption',
      name: TECH_GROUPS.consumption[locale],
      items: [
        item('consumption', `${entity.consumption} ${electric ? 'kWh' : 'l'}/100 km`),
        item('emission', `${entity.emission} g/km`),
        // every variant has every row, so models and variants line up in a comparison
        item('range', entity.rangeKm ? `${entity.rangeKm} km` : '–'),
      ],
    },
    {
      id: 'dimensions',
      name: TECH_GROUPS.dimensions[locale],
      items: [
        item('length', `${entity.dimensions.lengthMm} mm`),
        item('width', `${entity.dimensions.widthMm} mm`),
        item('height', `${entity.dimensions.heightMm} mm`),
        item('trunk', `${entity.dimensions.trunkLitres} l`),
      ],
    },
    {
      id: 'performance',
      name: TECH_GROUPS.performance[locale],
      items: [item('topSpeed', `${entity.topSpeed} km/h`), item('acceleration', `${entity.acceleration} s`)],
    },
  ];
}
