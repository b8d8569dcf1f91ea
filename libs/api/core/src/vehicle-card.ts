import type { Vehicle, VehicleCardData, VehicleCardListResponse, VehicleListResponse } from '@carweb/api-contracts';

/**
 * A vehicle as a result card reads it (VehicleCardData): what the card, the watch list and the list show.
 * Dropped: carNumber, seller, body type and colour, doors, condition, slugLocalizations (the card links
 * by slug; the detail page loads the whole vehicle), distance. Each field is named, so a field the
 * card type gains or loses is a type error here (the nested values are as the contract parsed them).
 */
export function toVehicleCard(vehicle: Vehicle): VehicleCardData {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    isReserved: vehicle.isReserved,
    make: vehicle.make,
    model: vehicle.model,
    modelType: vehicle.modelType,
    fuelType: vehicle.fuelType,
    price: vehicle.price,
    firstRegistration: vehicle.firstRegistration,
    mileage: vehicle.mileage,
    currency: vehicle.currency,
    newPrice: vehicle.newPrice,
    leasingMonthlyRate: vehicle.leasingMonthlyRate,
    combinedConsumption: vehicle.combinedConsumption,
    combinedEmission: vehicle.combinedEmission,
    image: vehicle.image,
    tags: vehicle.tags,
  };
}

/** A list answer with its vehicles as cards; counts, page, error flag and hero image stay. */
export function vehicleCardList(response: VehicleListResponse): VehicleCardListResponse {
  return { ...response, vehicles: response.vehicles.map(toVehicleCard) };
}
