import type { IntlShape } from 'react-intl';
import type { Vehicle } from '@carweb/api-contracts';
import type { VehicleCardProps } from '@carweb/shared-ui';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';

/** Formats a vehicle for the shared card: §9 prices, Swiss numbers, registration as MM/YYYY. */
export function vehicleTeaser(vehicle: Vehicle, intl: IntlShape, href: string): VehicleCardProps {
  const locale = languageOf(intl.locale);
  const registration = vehicle.firstRegistration
    ? intl.formatMessage(messages.firstRegistration, {
        month: String(vehicle.firstRegistration.month).padStart(2, '0'),
        year: vehicle.firstRegistration.year,
      })
    : intl.formatMessage(messages.newVehicle);
  const km = formatNumber(vehicle.mileage, locale);
  return {
    href,
    imageUrl: vehicle.image,
    title: `${vehicle.make.value} ${vehicle.model.value}`,
    subtitle: vehicle.modelType.value,
    facts: [registration, km ? intl.formatMessage(messages.mileage, { km }) : '', vehicle.fuelType.value],
    price: formatPrice(vehicle.price.value, locale, vehicle.currency),
  };
}
