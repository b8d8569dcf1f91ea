import type { VehicleDetail } from '@carweb/api-contracts';

const CONDITION: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  demo: 'https://schema.org/UsedCondition',
};

const absolute = (url: string, origin: string | undefined) =>
  /^https?:\/\//.test(url) || !origin ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** schema.org `Car` with its `Offer` (price, availability, selling dealer) for the detail page. */
export function vehicleJsonLd(vehicle: VehicleDetail, url: string, origin: string | undefined) {
  const registration = vehicle.firstRegistration;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${url}#vehicle`,
    name: `${vehicle.make.value} ${vehicle.model.value} ${vehicle.modelType.value}`,
    url,
    image: vehicle.images.length ? vehicle.images.map((image) => absolute(image, origin)) : [absolute(vehicle.image, origin)],
    brand: { '@type': 'Brand', name: vehicle.make.value },
    model: vehicle.model.value,
    vehicleConfiguration: vehicle.modelType.value,
    bodyType: vehicle.bodyType.value,
    color: vehicle.bodyColor.value,
    fuelType: vehicle.fuelType.value,
    vehicleTransmission: vehicle.transmission.value,
    driveWheelConfiguration: vehicle.drive.value,
    numberOfDoors: vehicle.doors.value,
    seatingCapacity: vehicle.seats,
    itemCondition: CONDITION[vehicle.conditionType.id ?? ''] ?? 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: { '@type': 'QuantitativeValue', value: vehicle.powerKw, unitCode: 'KWT' },
    },
    ...(registration ? { dateVehicleFirstRegistered: `${registration.year}-${String(registration.month).padStart(2, '0')}` } : {}),
    ...(vehicle.combinedEmission !== null ? { emissionsCO2: vehicle.combinedEmission } : {}),
    ...(vehicle.environment.consumption !== null
      ? {
          fuelConsumption: {
            '@type': 'QuantitativeValue',
            value: vehicle.environment.consumption,
            unitText: vehicle.environment.consumptionUnit,
          },
        }
      : {}),
    sku: vehicle.carNumber.value,
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price.value,
      priceCurrency: vehicle.currency,
      availability: vehicle.isReserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
      itemCondition: CONDITION[vehicle.conditionType.id ?? ''] ?? 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'AutoDealer',
        name: vehicle.dealer.name,
        telephone: vehicle.dealer.phone,
        email: vehicle.dealer.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: vehicle.dealer.street,
          postalCode: vehicle.dealer.zip,
          addressLocality: vehicle.dealer.city,
          addressCountry: 'CH',
        },
      },
    },
  };
}
