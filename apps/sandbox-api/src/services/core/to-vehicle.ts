import type { Vehicle } from '@carweb/api-contracts';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import type { VehicleRecord } from '../../domain/vehicle-record';
import { labelOf } from '../../domain/labels';
import { ACTION_TAGS, BODIES, COLORS, CONDITIONS, FUELS, QUALITY_TAGS, bitOf } from '../../domain/vocabulary';
import { mediaUrl, vehicleImagePath } from '../../media/media-paths';
import { distanceKm } from '../../db/sql-functions';

export interface VehicleMapping {
  locale: Locale;
  mediaBase: string;
  currentYearMonth: number;
  origin?: { lat: number; lon: number };
}

export function firstRegistration(ageMonths: number | null, currentYearMonth: number): Vehicle['firstRegistration'] {
  if (ageMonths === null) return null;
  const ym = currentYearMonth - ageMonths;
  return { year: Math.floor(ym / 12), month: (ym % 12) + 1 };
}

export function vehicleTags(row: VehicleRecord): Vehicle['tags'] {
  const tags: Vehicle['tags'] = [];
  if (row.quality & bitOf(QUALITY_TAGS, 'youngUsedProgramme')) tags.push('youngUsedProgramme');
  if (row.is_reserved) tags.push('reserved');
  if (row.action & bitOf(ACTION_TAGS, 'topVehicle')) tags.push('topVehicle');
  if (row.action & bitOf(ACTION_TAGS, 'topDeal')) tags.push('topDeal');
  return tags;
}

/** A vehicles row as the card/list contract: labels in the requested locale, codes as ids. */
export function toVehicle(row: VehicleRecord, mapping: VehicleMapping): Vehicle {
  const { locale } = mapping;
  const coded = (options: Parameters<typeof labelOf>[0], id: string) => ({ value: labelOf(options, id, locale), id });
  return {
    id: row.id,
    slug: row.slug,
    isReserved: row.is_reserved === 1,
    make: { value: row.make },
    model: { value: row.model, id: row.model_id },
    modelType: { value: row.model_type },
    conditionType: coded(CONDITIONS, row.cond),
    fuelType: coded(FUELS, row.fuel),
    bodyType: coded(BODIES, row.body),
    bodyColor: coded(COLORS, row.color),
    doors: { value: row.doors },
    price: { value: row.price },
    carNumber: { value: row.car_number },
    seller: { id: row.seller_id, name: row.seller_name },
    firstRegistration: firstRegistration(row.age_months, mapping.currentYearMonth),
    mileage: row.mileage,
    currency: 'CHF',
    newPrice: row.new_price,
    leasingMonthlyRate: row.leasing_rate,
    combinedConsumption: row.consumption,
    combinedEmission: row.emission,
    image: mediaUrl(mapping.mediaBase, vehicleImagePath(row.id)),
    tags: vehicleTags(row),
    slugLocalizations: Object.fromEntries(LOCALES.map((l) => [l, row.slug])),
    ...(mapping.origin
      ? { distance: Math.round(distanceKm(mapping.origin.lat, mapping.origin.lon, row.latitude, row.longitude) * 10) / 10 }
      : {}),
  };
}
