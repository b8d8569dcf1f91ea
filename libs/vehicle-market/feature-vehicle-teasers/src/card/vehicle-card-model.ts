import type { IntlShape } from 'react-intl';
import type { VehicleCardData } from '@carweb/api-contracts';
import { vehicleCardMessages, type VehicleCardProps } from '@carweb/shared-ui';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import type { VehicleTag } from '@carweb/vehicle-market-ui-filter-inputs';
import type { WatchedVehicle } from '@carweb/vehicle-market-data-access-watchlist';
import { messages } from '../messages';

/** What a card reads: the list's card projection (VehicleCardData) without the link and watch-list fields. */
type CardVehicle = Omit<VehicleCardData, 'id' | 'slug'>;

const TAG_ORDER = ['reserved', 'youngUsedProgramme', 'topDeal', 'topVehicle'] as const;
const TAG_MESSAGE = {
  reserved: messages.tagReserved,
  youngUsedProgramme: messages.tagYoungUsed,
  topDeal: messages.tagTopDeal,
  topVehicle: messages.tagTopVehicle,
};

export const vehicleTitle = (vehicle: Pick<VehicleCardData, 'make' | 'model'>) => `${vehicle.make.value} ${vehicle.model.value}`;

/** First registration as MM/YYYY, or "new vehicle" when it has none. */
export function firstRegistrationText(vehicle: Pick<VehicleCardData, 'firstRegistration'>, intl: IntlShape): string {
  const registration = vehicle.firstRegistration;
  if (!registration) return intl.formatMessage(vehicleCardMessages.newVehicle);
  return intl.formatMessage(vehicleCardMessages.firstRegistrationValue, {
    month: String(registration.month).padStart(2, '0'),
    year: registration.year,
  });
}

/** Combined consumption and CO₂ emission; each part only when it is a non-zero number (SPEC §5). */
export function energyText(
  vehicle: Pick<VehicleCardData, 'combinedConsumption' | 'combinedEmission' | 'fuelType'>,
  intl: IntlShape,
): string {
  const locale = languageOf(intl.locale);
  const consumption = formatNumber(vehicle.combinedConsumption, locale, 1);
  const emission = formatNumber(vehicle.combinedEmission, locale);
  const unit = intl.formatMessage(vehicle.fuelType.id === 'electric' ? messages.unitElectric : messages.unitFuel);
  return [
    consumption && intl.formatMessage(messages.consumption, { value: consumption, unit }),
    emission && intl.formatMessage(messages.emission, { value: emission }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The card's tags: reserved first (it replaces the buying options), then the programme and promotions. */
export function vehicleTags(vehicle: Pick<VehicleCardData, 'tags' | 'isReserved'>, intl: IntlShape): VehicleTag[] {
  const present = new Set<string>(vehicle.tags);
  if (vehicle.isReserved) present.add('reserved');
  return TAG_ORDER.filter((tag) => present.has(tag)).map((tag) => ({
    label: intl.formatMessage(TAG_MESSAGE[tag]),
    tone: tag === 'reserved' ? 'reserved' : tag === 'youngUsedProgramme' ? 'highlight' : 'neutral',
  }));
}

/** What the one vehicle card needs of a market vehicle; the card formats prices and facts itself. */
export function vehicleCardProps(
  vehicle: CardVehicle,
  intl: IntlShape,
): Omit<VehicleCardProps, 'href' | 'renderLink' | 'badges' | 'actions'> & { tags: VehicleTag[] } {
  const title = vehicleTitle(vehicle);
  return {
    imageUrl: vehicle.image,
    imageAlt: `${title} ${vehicle.modelType.value}`,
    title,
    subtitle: vehicle.modelType.value,
    firstRegistration: vehicle.firstRegistration,
    mileage: vehicle.mileage,
    fuel: vehicle.fuelType.value,
    price: vehicle.price.value,
    currency: vehicle.currency,
    newPrice: vehicle.newPrice,
    // a reserved vehicle offers no leasing (SPEC §4)
    leasingRate: vehicle.isReserved ? null : vehicle.leasingMonthlyRate,
    energy: energyText(vehicle, intl) || undefined,
    tags: vehicleTags(vehicle, intl),
  };
}

export interface VehicleSummaryFact {
  label: string;
  value: string;
}

/** A vehicle summarised as text outside a card (purchase box, checkout): the card's facts and prices, formatted. */
export interface VehicleSummary {
  imageUrl: string;
  imageAlt: string;
  title: string;
  subtitle: string;
  facts: VehicleSummaryFact[];
  price: string;
  newPrice?: string;
  leasingRate?: string;
  energy?: string;
  tags: VehicleTag[];
}

/** Everything a vehicle summary shows, formatted with the card's messages: §9 prices, Swiss numbers, registration, energy, tags. */
export function vehicleCardModel(vehicle: CardVehicle, intl: IntlShape): VehicleSummary {
  const locale = languageOf(intl.locale);
  const km = formatNumber(vehicle.mileage, locale);
  const newPrice =
    vehicle.newPrice && vehicle.newPrice > vehicle.price.value ? formatPrice(vehicle.newPrice, locale, vehicle.currency) : '';
  const rate = vehicle.isReserved ? '' : formatPrice(vehicle.leasingMonthlyRate, locale, vehicle.currency);
  const title = vehicleTitle(vehicle);
  return {
    imageUrl: vehicle.image,
    imageAlt: `${title} ${vehicle.modelType.value}`,
    title,
    subtitle: vehicle.modelType.value,
    facts: [
      { label: intl.formatMessage(vehicleCardMessages.factFirstRegistration), value: firstRegistrationText(vehicle, intl) },
      {
        label: intl.formatMessage(vehicleCardMessages.factMileage),
        value: km ? intl.formatMessage(vehicleCardMessages.mileageValue, { km }) : '',
      },
      { label: intl.formatMessage(vehicleCardMessages.factFuel), value: vehicle.fuelType.value },
    ],
    price: formatPrice(vehicle.price.value, locale, vehicle.currency),
    newPrice: newPrice ? intl.formatMessage(vehicleCardMessages.newPrice, { price: newPrice }) : undefined,
    leasingRate: rate ? intl.formatMessage(vehicleCardMessages.leasingFrom, { rate }) : undefined,
    energy: energyText(vehicle, intl) || undefined,
    tags: vehicleTags(vehicle, intl),
  };
}

/** What the watch list keeps of a vehicle. */
export function watchedVehicle(
  vehicle: Pick<VehicleCardData, 'id' | 'slug' | 'make' | 'model' | 'modelType' | 'image' | 'price' | 'currency'>,
): WatchedVehicle {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle),
    subtitle: vehicle.modelType.value,
    imageUrl: vehicle.image,
    price: vehicle.price.value,
    currency: vehicle.currency,
  };
}
