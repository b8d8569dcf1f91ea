import type { Random } from './prng';
import type { SeedDealer } from '../domain/dealer-record';
import type { VehicleRecord } from '../domain/vehicle-record';
import { MAKES, MODELS, makeOfWholesaler, type CatalogModel, type Make } from '../domain/catalog';
import { ACTION_TAGS, BUYING_TAGS, EQUIPMENT, QUALITY_TAGS, bitOf } from '../domain/vocabulary';
import { DEFAULT_LEASING, calculateLeasing, leasingViolations, rateClassOf } from '../domain/leasing';
import { slugify } from '../domain/slugify';
import { FIXTURE_IDS } from './dealer-fixtures';
import { must } from '../domain/must';

export const FIRST_VEHICLE_ID = 100001;

const FUEL_FACTOR: Record<string, number> = {
  petrol: 1,
  mild_hybrid: 1.04,
  diesel: 1.06,
  hybrid: 1.08,
  plugin_hybrid: 1.2,
  electric: 1.15,
};
const COLOR_WEIGHTS: readonly (readonly [string, number])[] = [
  ['white', 20],
  ['black', 18],
  ['grey', 16],
  ['silver', 12],
  ['blue', 12],
  ['red', 8],
  ['green', 4],
  ['brown', 3],
  ['beige', 2],
  ['orange', 3],
  ['yellow', 2],
];

/** Fixed stock for the e2e fixture dealers, so their lists never come out empty whatever the seed size. */
const FIXTURE_STOCK: readonly { sellerId: number; make: string; count: number }[] = [
  { sellerId: FIXTURE_IDS.autoZentrumZuerich, make: 'Kia', count: 14 },
  { sellerId: FIXTURE_IDS.autoZentrumOerlikon, make: 'Kia', count: 6 },
  { sellerId: FIXTURE_IDS.toyotaCenterBern, make: 'Toyota', count: 18 },
  { sellerId: FIXTURE_IDS.garageLugano, make: 'Kia', count: 8 },
];

function emissionOf(fuel: string, consumption: number): number {
  if (fuel === 'electric') return 0;
  if (fuel === 'plugin_hybrid') return Math.round(consumption * 22.5);
  return Math.round(consumption * (fuel === 'diesel' ? 26.5 : 23.5));
}

function efficiencyOf(emission: number): string {
  const limits: [number, string][] = [
    [100, 'A'],
    [120, 'B'],
    [140, 'C'],
    [160, 'D'],
    [190, 'E'],
    [230, 'F'],
  ];
  return limits.find(([limit]) => emission < limit)?.[1] ?? 'G';
}

function consumptionOf(fuel: string, basePrice: number, random: Random): number {
  const size = Math.min(1, basePrice / 100000);
  const [low, high] = (
    {
      petrol: [5.2, 9],
      mild_hybrid: [4.8, 8],
      diesel: [4.5, 8],
      hybrid: [3.9, 6.5],
      plugin_hybrid: [0.9, 2.2],
      electric: [14.5, 23],
    } as Record<string, [number, number]>
  )[fuel];
  return Math.round((low + (high - low) * (0.6 * size + 0.4 * random.next())) * 10) / 10;
}

function pickMake(seller: SeedDealer, random: Random): Make {
  const own = makeOfWholesaler(seller.dealer.wholesaler.name);
  if (own && random.chance(0.85)) return own;
  return random.weighted(MAKES.map((make) => [make, make.brand ? 3 : 1] as const));
}

function conditionAndAge(isOwnMake: boolean, random: Random): { cond: string; age: number | null; mileage: number } {
  const roll = random.next();
  if (isOwnMake && roll < 0.38) return { cond: 'new', age: null, mileage: random.int(0, 40) };
  if (isOwnMake && roll < 0.5) return { cond: 'demo', age: random.int(1, 10), mileage: random.int(100, 8000) };
  if (random.chance(0.22)) return { cond: 'used', age: random.int(2, 12), mileage: random.int(500, 5000) };
  const age = random.int(6, 144);
  return { cond: 'used', age, mileage: Math.max(1000, Math.round(((age / 12) * random.int(7000, 19000)) / 100) * 100) };
}

export function buildVehicle(id: number, seller: SeedDealer, makeOverride: string | null, random: Random): VehicleRecord {
  const make = makeOverride
    ? must(
        MAKES.find((m) => m.name === makeOverride),
        makeOverride,
      )
    : pickMake(seller, random);
  const model: CatalogModel = random.pick(MODELS.filter((m) => m.make === make.name));
  const isOwnMake = make.brand === seller.dealer.wholesaler.name || seller.dealer.wholesaler.name === 'emilfrey';
  const { cond, age, mileage } = conditionAndAge(isOwnMake && make.brand !== null, random);
  const fuel = random.pick(model.fuels);
  const trimIndex = random.int(0, make.trims.length - 1);
  const engine = random.pick(make.engines[fuel]?.length ? make.engines[fuel] : [fuel]);
  const modelType = `${engine} ${make.trims[trimIndex]}`;
  const newPrice = Math.round((model.basePrice * FUEL_FACTOR[fuel] * (1 + trimIndex * 0.08)) / 100) * 100 - 50;
  const depreciation = age === null ? 1 - random.int(0, 8) / 100 : 0.85 * 0.985 ** age * Math.max(0.3, 1 - mileage / 400000);
  const price = Math.max(3900, Math.round((newPrice * depreciation) / 100) * 100 - (age === null ? 50 : 10));
  const consumption = consumptionOf(fuel, model.basePrice, random);
  const emission = emissionOf(fuel, consumption);
  const youngUsed = cond !== 'new' && age !== null && age <= 12 && mileage <= 5000;
  const leasable = (age ?? 0) <= 72;
  const leasingInput = {
    price,
    ageMonths: age ?? 0,
    mileage,
    rateClass: rateClassOf(cond, youngUsed),
    totalRuntime: DEFAULT_LEASING.totalRuntime,
    kmPerYear: DEFAULT_LEASING.kmPerYear,
    downPayment: Math.round(price * DEFAULT_LEASING.downPaymentShare),
  };
  const leasingRate = leasable && leasingViolations(leasingInput).length === 0 ? calculateLeasing(leasingInput).monthlyRate : null;
  const equipmentChance = 0.25 + trimIndex * 0.15;
  const equipment = EQUIPMENT.reduce((mask, item, index) => {
    if (item.id === 'heat_pump' && fuel !== 'electric') return mask;
    return random.chance(equipmentChance) ? mask | (1 << index) : mask;
  }, 0);
  const quality =
    (youngUsed ? bitOf(QUALITY_TAGS, 'youngUsedProgramme') : 0) |
    ((age ?? 0) <= 84 && mileage <= 150000 ? bitOf(QUALITY_TAGS, 'warranty') : 0) |
    (cond === 'new' || random.chance(0.8) ? bitOf(QUALITY_TAGS, 'accidentFree') : 0) |
    ((age ?? 0) > 48 && random.chance(0.5) ? bitOf(QUALITY_TAGS, 'freshInspection') : 0);
  const buying =
    (seller.services.includes('onlinesales') ? bitOf(BUYING_TAGS, 'onlineBuy') : 0) |
    (leasingRate !== null ? bitOf(BUYING_TAGS, 'leasing') : 0) |
    ((cond === 'new' || youngUsed) && random.chance(0.15) ? bitOf(BUYING_TAGS, 'subscription') : 0) |
    (random.chance(0.4) ? bitOf(BUYING_TAGS, 'reservation') : 0);
  const action =
    (random.chance(0.05) ? bitOf(ACTION_TAGS, 'topDeal') : 0) |
    (random.chance(0.04) ? bitOf(ACTION_TAGS, 'topVehicle') : 0) |
    (age !== null && random.chance(0.1) ? bitOf(ACTION_TAGS, 'priceReduced') : 0);
  const listedDays = random.int(0, 180);
  const power = Math.round((55 + model.basePrice / 550) * (1 + trimIndex * 0.06) * (fuel === 'electric' ? 1.3 : 1));
  return {
    id,
    slug: `${slugify(`${make.name} ${model.name} ${modelType}`)}-${id}`,
    make: make.name,
    model_id: model.id,
    model: model.name,
    model_type: modelType,
    cond,
    fuel,
    body: random.pick(model.bodies),
    color: random.weighted(COLOR_WEIGHTS),
    trans: fuel === 'electric' || fuel === 'hybrid' || fuel === 'plugin_hybrid' || random.chance(0.7) ? 'automatic' : 'manual',
    drive: random.pick(model.drives),
    vehtyp: model.utility ? 'utility' : 'car',
    doors: model.doors,
    seats: model.seats,
    power_kw: power,
    price,
    new_price: newPrice,
    leasing_rate: leasingRate,
    age_months: age,
    mileage,
    efficiency: fuel === 'electric' ? 'A' : efficiencyOf(emission),
    consumption,
    emission,
    seller_id: seller.dealer.dealerId,
    seller_name: seller.dealer.name,
    latitude: seller.dealer.latitude,
    longitude: seller.dealer.longitude,
    is_reserved: random.chance(0.04) ? 1 : 0,
    equipment,
    quality,
    buying,
    action,
    car_number: `${make.slug.slice(0, 2).toUpperCase()}-${String(random.int(10000, 99999))}`,
    listed_days: listedDays,
    relevance: ((action & (bitOf(ACTION_TAGS, 'topVehicle') | bitOf(ACTION_TAGS, 'topDeal'))) !== 0 ? 0 : 1000) + listedDays,
    search_text: `${make.name} ${model.name} ${modelType}`.toLowerCase(),
  };
}

/** `count` vehicles: the fixture stock first, the rest spread over every dealer that sells cars. */
export function* seedVehicles(random: Random, dealers: readonly SeedDealer[], count: number): Generator<VehicleRecord> {
  const byId = new Map(dealers.map((d) => [d.dealer.dealerId, d]));
  const sellers = dealers.filter((d) => d.dealer.type !== 'service' && d.dealer.dealerId >= 200);
  let id = FIRST_VEHICLE_ID;
  for (const stock of FIXTURE_STOCK) {
    for (let i = 0; i < stock.count && id < FIRST_VEHICLE_ID + count; i++)
      yield buildVehicle(id++, must(byId.get(stock.sellerId), `dealer ${stock.sellerId}`), stock.make, random);
  }
  while (id < FIRST_VEHICLE_ID + count) yield buildVehicle(id++, random.pick(sellers), null, random);
}
