import { COLORS, EQUIPMENT } from './vocabulary';
import { MAKES, MODELS, type CatalogModel } from './catalog';
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
  colors: { colorCode: string; colorId: string; price: number }[];
  equipment: { code: string; category: 'package' | 'option'; price: number; standard: boolean }[];
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

const COLOR_CODES: Record<string, string> = {
  white: 'WHT',
  black: 'BLK',
  silver: 'SLV',
  grey: 'GRY',
  blue: 'BLU',
  red: 'RED',
  green: 'GRN',
  brown: 'BRN',
  beige: 'BEG',
  orange: 'ORG',
  yellow: 'YEL',
};
export const colorCodeOf = (colorId: string) => COLOR_CODES[colorId] ?? colorId.toUpperCase();

/** Configurator entities: every fuel of a model × up to three trims; ids model.id * 100 + n. */
function entitiesOf(model: CatalogModel): EntityRecord[] {
  const make = must(
    MAKES.find((m) => m.name === model.make),
    `make ${model.make}`,
  );
  const modelCode = `${make.slug}-${slugify(model.name)}`.toUpperCase();
  const trims = make.trims.slice(0, 3);
  let n = 0;
  return model.fuels.flatMap((fuel) =>
    trims.map((trim, trimIndex) => {
      const engine = make.engines[fuel]?.[Math.min(trimIndex, (make.engines[fuel]?.length ?? 1) - 1)] ?? fuel;
      const price = Math.round((model.basePrice * FUEL_FACTOR[fuel] * (1 + trimIndex * 0.08)) / 100) * 100 - 50;
      const powerKw = Math.round((55 + model.basePrice / 550) * (1 + trimIndex * 0.06) * (fuel === 'electric' ? 1.3 : 1));
      const consumption =
        fuel === 'electric' ? 16 + model.basePrice / 20000 : fuel === 'plugin_hybrid' ? 1.4 : 4.5 + model.basePrice / 40000;
      const length = SIZE[model.category] + (model.seats > 5 ? 300 : 0);
      const entityId = model.id * 100 + ++n;
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
        colors: COLORS.filter((_, i) => (i + model.id) % 3 !== 0).map((c) => ({
          colorCode: colorCodeOf(c.id),
          colorId: c.id,
          price: c.id === 'white' ? 0 : c.id === 'black' || c.id === 'grey' ? 690 : 990,
        })),
        equipment: EQUIPMENT.filter((e) => e.id !== 'heat_pump' || fuel === 'electric').map((e, i) => ({
          code: e.id,
          category: i % 4 === 0 ? ('package' as const) : ('option' as const),
          price: 300 + ((i * 173) % 9) * 150,
          standard: i < 2 + trimIndex * 3,
        })),
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
        rangeKm: fuel === 'electric' ? 350 + Math.round(model.basePrice / 400) : null,
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
