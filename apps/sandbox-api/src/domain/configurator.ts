import { MAKES, MODELS, type CatalogModel } from './catalog';
import { equipmentOf, type EntityEquipment } from './configurator-equipment';
import { paintPrice, paintsOfModel, type PaintFinish } from './paints';
import { slugify } from './slugify';
import { must } from './must';

export interface ModelRecord {
  id: number;
  mipsId: string;
  brand: string;
  make: string;
  slug: string;
  name: string;
  category: CatalogModel['category'];
  type: 'passenger' | 'commercial';
  modelCode: string;
  priceFrom: number;
  fuels: readonly string[];
  bodies: readonly string[];
  seats: number;
  isToolsModel: boolean;
  entityIds: number[];
}

export interface EntityRecord {
  entityId: number;
  entitySlug: string;
  modelId: number;
  modelCode: string;
  trim: string;
  engine: string;
  fuel: string;
  transmission: string;
  drive: string;
  powerKw: number;
  price: number;
  /** the first one is the free standard colour; colorId is the vehicle market's colour family */
  colors: { colorCode: string; colorId: string; name: string; finish: PaintFinish; hex: string; price: number }[];
  equipment: EntityEquipment[];
  consumption: number;
  emission: number;
  dimensions: { lengthMm: number; widthMm: number; heightMm: number; trunkLitres: number };
  topSpeed: number;
  acceleration: number;
  rangeKm: number | null;
}

const FUEL_FACTOR: Record<string, number> = {
  petrol: 1,
  mild_hybrid: 1.04,
  diesel: 1.06,
  hybrid: 1.08,
  plugin_hybrid: 1.2,
  electric: 1.15,
};
const SIZE: Record<CatalogModel['category'], number> = {
  small: 3900,
  compact: 4350,
  suv: 4550,
  family: 4750,
  electric: 4600,
  sport: 4470,
  commercial: 4800,
};

/** At most six variants per model: the slots go round the fuels, each fuel gets its trims from the base one up. */
const MAX_VARIANTS = 6;
const trimsPerFuel = (fuels: number, index: number) =>
  Math.min(3, Math.floor(MAX_VARIANTS / fuels) + (index < MAX_VARIANTS % fuels ? 1 : 0));
const PREMIUM_MAKES = new Set(['lexus', 'land-rover', 'jaguar']);

/**
 * Configurator entities (variants: engine × trim), ids model.id * 100 + n with n = fuel index * 3 + trim index + 1,
 * so an id keeps meaning the same variant when the number of variants per fuel changes.
 */
function entitiesOf(model: CatalogModel): EntityRecord[] {
  const make = must(
    MAKES.find((m) => m.name === model.make),
    `make ${model.make}`,
  );
  const modelCode = `${make.slug}-${slugify(model.name)}`.toUpperCase();
  const paints = paintsOfModel(make.slug, model.id);
  return model.fuels.flatMap((fuel, fuelIndex) =>
    make.trims.slice(0, trimsPerFuel(model.fuels.length, fuelIndex)).map((trim, trimIndex) => {
      const engine = make.engines[fuel]?.[Math.min(trimIndex, (make.engines[fuel]?.length ?? 1) - 1)] ?? fuel;
      const price = Math.round((model.basePrice * FUEL_FACTOR[fuel] * (1 + trimIndex * 0.08)) / 100) * 100 - 50;
      const powerKw = Math.round((55 + model.basePrice / 550) * (1 + trimIndex * 0.06) * (fuel === 'electric' ? 1.3 : 1));
      const consumption =
        fuel === 'electric' ? 16 + model.basePrice / 20000 : fuel === 'plugin_hybrid' ? 1.4 : 4.5 + model.basePrice / 40000;
      const length = SIZE[model.category] + (model.seats > 5 ? 300 : 0);
      const entityId = model.id * 100 + fuelIndex * 3 + trimIndex + 1;
      return {
        entityId,
        entitySlug: slugify(`${engine} ${trim}`),
        modelId: model.id,
        modelCode,
        trim,
        engine,
        fuel,
        transmission: fuel === 'petrol' && trimIndex === 0 && model.category === 'small' ? 'manual' : 'automatic',
        drive: model.drives[Math.min(trimIndex, model.drives.length - 1)],
        powerKw,
        price,
        colors: paints.map((paint, i) => ({
          colorCode: paint.code,
          colorId: paint.family,
          name: paint.name,
          finish: paint.finish,
          hex: paint.hex,
          price: paintPrice(make.slug, paint, i === 0),
        })),
        equipment: equipmentOf(trimIndex, fuel, PREMIUM_MAKES.has(make.slug)),
        consumption: Math.round(consumption * 10) / 10,
        emission: fuel === 'electric' ? 0 : Math.round(consumption * (fuel === 'diesel' ? 26.5 : 23.5)),
        dimensions: {
          lengthMm: length,
          widthMm: 1750 + Math.round(model.basePrice / 1000),
          heightMm: model.category === 'suv' ? 1650 : 1470,
          trunkLitres: 250 + Math.round(length / 15) - 40,
        },
        topSpeed: 150 + Math.round(powerKw / 2),
        acceleration: Math.round((14 - powerKw / 25) * 10) / 10 > 3.5 ? Math.round((14 - powerKw / 25) * 10) / 10 : 3.5,
        // electric range: of the battery car, or of the plug-in hybrid on its battery
        rangeKm:
          fuel === 'electric'
            ? 350 + Math.round(model.basePrice / 400)
            : fuel === 'plugin_hybrid'
              ? 50 + Math.round(model.basePrice / 4000)
              : null,
      };
    }),
  );
}

/** The model range and configurator of the nine brand makes (the other makes only appear as used cars). */
export function configuratorCatalog(): { models: ModelRecord[]; entities: EntityRecord[] } {
  const models: ModelRecord[] = [];
  const entities: EntityRecord[] = [];
  for (const model of MODELS) {
    const make = must(
      MAKES.find((m) => m.name === model.make),
      `make ${model.make}`,
    );
    if (!make.brand) continue;
    const modelEntities = entitiesOf(model);
    entities.push(...modelEntities);
    models.push({
      id: model.id,
      mipsId: `${make.slug.slice(0, 2).toUpperCase()}${String(model.id).padStart(5, '0')}`,
      brand: make.brand,
      make: make.name,
      slug: slugify(model.name),
      name: `${make.name} ${model.name}`,
      category: model.category,
      type: model.utility ? 'commercial' : 'passenger',
      modelCode: modelEntities[0].modelCode,
      priceFrom: Math.min(...modelEntities.map((e) => e.price)),
      fuels: model.fuels,
      bodies: model.bodies,
      seats: model.seats,
      isToolsModel: !model.utility,
      entityIds: modelEntities.map((e) => e.entityId),
    });
  }
  return { models, entities };
}
