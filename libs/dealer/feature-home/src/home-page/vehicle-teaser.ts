import type { VehicleCardData } from '@carweb/api-contracts';
import type { VehicleCardProps } from '@carweb/shared-ui';

/** A dealer's vehicle as a compact teaser of the one vehicle card; the card formats prices and facts (SPEC §9). */
export function vehicleTeaser(vehicle: VehicleCardData, href: string): VehicleCardProps {
  return {
    href,
    variant: 'compact',
    imageUrl: vehicle.image,
    title: `${vehicle.make.value} ${vehicle.model.value}`,
    subtitle: vehicle.modelType.value,
    firstRegistration: vehicle.firstRegistration,
    mileage: vehicle.mileage,
    fuel: vehicle.fuelType.value,
    price: vehicle.price.value,
    currency: vehicle.currency,
  };
}
