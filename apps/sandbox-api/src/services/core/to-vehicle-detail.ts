import type { VehicleDetail } from '@carweb/api-contracts';
import type { VehicleRecord } from '../../domain/vehicle-record';
import type { StoredDealer } from '../dealer/dealer-repository';
import { labelOf } from '../../domain/labels';
import {
  ACTION_TAGS,
  BUYING_TAGS,
  DRIVES,
  EQUIPMENT,
  FUELS,
  QUALITY_TAGS,
  TRANSMISSIONS,
  VEHICLE_TYPES,
  bitOf,
  idsOfMask,
} from '../../domain/vocabulary';
import { DEFAULT_LEASING, NOMINAL_RATES, rateClassOf } from '../../domain/leasing';
import { mediaUrl, vehicleImagePath } from '../../media/media-paths';
import { toVehicle, type VehicleMapping } from './to-vehicle';
import { vehicleComment } from './vehicle-comment';

const WARRANTY = { years: 7, km: 150000 } as const;
const GALLERY_VIEWS = ['side', 'front', 'rear', 'interior', 'cockpit', 'trunk'];

/** detail/{id}: card fields plus technical data, equipment, environment, leasing, subscription and seller. */
export function toVehicleDetail(row: VehicleRecord, seller: StoredDealer, mapping: VehicleMapping): VehicleDetail {
  const { locale } = mapping;
  const coded = (options: Parameters<typeof labelOf>[0], id: string) => ({ value: labelOf(options, id, locale), id });
  const named = (options: Parameters<typeof labelOf>[0], mask: number) =>
    idsOfMask(options, mask).map((id) => ({ id, name: labelOf(options, id, locale) }));
  const equipment = named(EQUIPMENT, row.equipment);
  const card = toVehicle(row, mapping);
  const youngUsed = (row.quality & bitOf(QUALITY_TAGS, 'youngUsedProgramme')) !== 0;
  const registration = card.firstRegistration ?? {
    year: Math.floor(mapping.currentYearMonth / 12),
    month: (mapping.currentYearMonth % 12) + 1,
  };
  const hasWarranty = (row.quality & bitOf(QUALITY_TAGS, 'warranty')) !== 0;
  const available = row.is_reserved === 0;
  return {
    ...card,
    transmission: coded(TRANSMISSIONS, row.trans),
    drive: coded(DRIVES, row.drive),
    vehicleType: coded(VEHICLE_TYPES, row.vehtyp),
    seats: row.seats,
    powerKw: row.power_kw,
    powerHp: Math.round(row.power_kw * 1.35962),
    efficiencyClass: row.efficiency,
    equipment,
    qualityTags: named(QUALITY_TAGS, row.quality),
    buyingTags: named(BUYING_TAGS, row.buying),
    actionTags: named(ACTION_TAGS, row.action),
    comment: vehicleComment(
      row,
      locale,
      equipment.map((e) => e.name),
    ),
    images: GALLERY_VIEWS.map((view) => `${mediaUrl(mapping.mediaBase, vehicleImagePath(row.id))}?view=${view}`),
    environment: {
      consumption: row.consumption,
      consumptionUnit: row.fuel === 'electric' ? 'kWh/100km' : 'l/100km',
      emission: row.emission,
      efficiencyClass: row.efficiency,
      fuel: labelOf(FUELS, row.fuel, locale),
    },
    warranty: hasWarranty ? { ...WARRANTY, validUntil: { year: registration.year + WARRANTY.years, month: registration.month } } : null,
    leasing:
      row.leasing_rate === null
        ? null
        : {
            rate: row.leasing_rate,
            duration: DEFAULT_LEASING.totalRuntime,
            deposit: Math.round(row.price * DEFAULT_LEASING.downPaymentShare),
            kmPerYear: DEFAULT_LEASING.kmPerYear,
            interestRate: NOMINAL_RATES[rateClassOf(row.cond, youngUsed)] * 100,
          },
    subscription:
      (row.buying & bitOf(BUYING_TAGS, 'subscription')) !== 0
        ? { price: Math.round((row.price * 0.018 + 190) / 10) * 10, duration: 12 }
        : null,
    dealer: {
      dealerId: seller.dealer.dealerId,
      slug: seller.dealer.slug,
      name: seller.dealer.name,
      street: seller.dealer.street,
      zip: seller.dealer.zip,
      city: seller.dealer.city,
      phone: seller.dealer.phone,
      email: seller.dealer.email,
      latitude: seller.dealer.latitude,
      longitude: seller.dealer.longitude,
    },
    onlineBuyPossible: available && (row.buying & bitOf(BUYING_TAGS, 'onlineBuy')) !== 0,
    reservationPossible: available && (row.buying & bitOf(BUYING_TAGS, 'reservation')) !== 0,
    testDrivePossible: available,
  };
}
