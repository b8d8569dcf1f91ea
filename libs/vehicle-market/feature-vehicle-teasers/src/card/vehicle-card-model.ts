import type { IntlShape } from 'react-intl';
import type { Vehicle } from '@carweb/api-contracts';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import type { MarketVehicleCardProps, VehicleCardTag } from '@carweb/vehicle-market-ui';
import type { WatchedVehicle } from '@carweb/vehicle-market-data-access-watchlist';
import { messages } from '../messages';

type CardVehicle = Pick<
  Vehicle,
  'make' | 'model' | 'modelType' | 'firstRegistration' | 'mileage' | 'fuelType' | 'conditionType' | 'price' | 'currency' | 'newPrice' | 'leasingMonthlyRate' | 'combinedConsumption' | 'combinedEmission' | 'image' | 'tags' | 'isReserved'
>;

const TAG_ORDER = ['reserved', 'youngUsedProgramme', 'topDeal', 'topVehicle'] as const;
const TAG_MESSAGE = { reserved: messages.tagReserved, youngUsedProgramme: messages.tagYoungUsed, topDeal: messages.tagTopDeal, topVehicle: messages.tagTopVehicle };

export const vehicleTitle = (vehicle: Pick<Vehicle, 'make' | 'model'>) => `${vehicle.make.value} ${vehicle.model.value}`;

/** First registration as MM/YYYY, or "new vehicle" when it has none. */
export function firstRegistrationText(vehicle: Pick<Vehicle, 'firstRegistration'>, intl: IntlShape): string {
  const registration = vehicle.firstRegistration;
  if (!registration) return intl.formatMessage(messages.newVehicle);
  return intl.formatMessage(messages.firstRegistrationValue, { month: String(registration.month).padStart(2, '0'), year: registration.year });
}

/** Combined consumption and CO₂ emission; each part only when it is a non-zero number (SPEC §5). */
export function energyText(vehicle: Pick<Vehicle, 'combinedConsumption' | 'combinedEmission' | 'fuelType'>, intl: IntlShape): string {
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
export function vehicleTags(vehicle: Pick<Vehicle, 'tags' | 'isReserved'>, intl: IntlShape): VehicleCardTag[] {
  const present = new Set<string>(vehicle.tags);
  if (vehicle.isReserved) present.add('reserved');
  return TAG_ORDER.filter((tag) => present.has(tag)).map((tag) => ({
    label: intl.formatMessage(TAG_MESSAGE[tag]),
    tone: tag === 'reserved' ? 'reserved' : tag === 'youngUsedProgramme' ? 'highlight' : 'neutral',
  }));
}

/** Everything the card shows, formatted: §9 prices, Swiss numbers, registration, energy, tags. */
export function vehicleCardModel(vehicle: CardVehicle, intl: IntlShape): Omit<MarketVehicleCardProps, 'href'> {
  const locale = languageOf(intl.locale);
  const km = formatNumber(vehicle.mileage, locale);
  const newPrice = vehicle.newPrice && vehicle.newPrice > vehicle.price.value ? formatPrice(vehicle.newPrice, locale, vehicle.currency) : '';
  const rate = vehicle.isReserved ? '' : formatPrice(vehicle.leasingMonthlyRate, locale, vehicle.currency);
  const title = vehicleTitle(vehicle);
  return {
    imageUrl: vehicle.image,
    imageAlt: `${title} ${vehicle.modelType.value}`,
    title,
    subtitle: vehicle.modelType.value,
    facts: [
      { label: intl.formatMessage(messages.factFirstRegistration), value: firstRegistrationText(vehicle, intl) },
      { label: intl.formatMessage(messages.factMileage), value: km ? intl.formatMessage(messages.mileageValue, { km }) : '' },
      { label: intl.formatMessage(messages.factFuel), value: vehicle.fuelType.value },
    ],
    price: formatPrice(vehicle.price.value, locale, vehicle.currency),
    newPrice: newPrice ? intl.formatMessage(messages.newPrice, { price: newPrice }) : undefined,
    leasingRate: rate ? intl.formatMessage(messages.leasingFrom, { rate }) : undefined,
    energy: energyText(vehicle, intl) || undefined,
    tags: vehicleTags(vehicle, intl),
  };
}

/** What the watch list keeps of a vehicle. */
export function watchedVehicle(vehicle: Pick<Vehicle, 'id' | 'slug' | 'make' | 'model' | 'modelType' | 'image' | 'price' | 'currency'>): WatchedVehicle {
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
