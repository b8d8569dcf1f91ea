// Vehicle fixtures (card and detail), for tests and stories only (tag type:testing: production code cannot import them).
import type { Vehicle, VehicleDetail } from '@carweb/api-contracts';
import { testDealer } from './fixtures';

/** The selling dealer of a detail: the shared test dealer's contact data. */
function sellingDealer(): VehicleDetail['dealer'] {
  const { dealerId, slug, name, street, zip, city, phone, email, latitude, longitude } = testDealer();
  return { dealerId, slug, name, street, zip, city, phone, email, latitude, longitude };
}

/** A list vehicle as the core API sends it (sandbox fixture dealer auto-zentrum-zuerich). */
export function vehicleFixture(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 100006,
    slug: 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006',
    isReserved: false,
    make: { value: 'Kia' },
    model: { value: 'Stonic', id: 102 },
    modelType: { value: '1.5 T-GDi MHEV GT-Line' },
    conditionType: { value: 'Occasion', id: 'used' },
    fuelType: { value: 'Mild-Hybrid', id: 'mild_hybrid' },
    bodyType: { value: 'SUV / Geländewagen', id: 'suv' },
    bodyColor: { value: 'Grau', id: 'grey' },
    doors: { value: 5 },
    price: { value: 25990 },
    carNumber: { value: 'KI-54328' },
    seller: { id: 100, name: 'Auto Zentrum Zürich AG' },
    firstRegistration: { year: 2023, month: 3 },
    mileage: 12500,
    currency: 'CHF',
    newPrice: 32150,
    leasingMonthlyRate: 293.05,
    combinedConsumption: 6.5,
    combinedEmission: 153,
    image: '/api/core/media/vehicles/100006.svg',
    tags: [],
    slugLocalizations: { de: 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006', fr: 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006' },
    ...overrides,
  };
}

/** The detail of the same vehicle. */
export function vehicleDetailFixture(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return {
    ...vehicleFixture(),
    transmission: { value: 'Automat', id: 'automatic' },
    drive: { value: 'Frontantrieb', id: 'fwd' },
    vehicleType: { value: 'Personenwagen', id: 'car' },
    seats: 5,
    powerKw: 118,
    powerHp: 160,
    efficiencyClass: 'D',
    equipment: [{ id: 'navigation', name: 'Navigationssystem' }],
    qualityTags: [],
    buyingTags: [{ id: 'leasing', name: 'Leasing' }],
    actionTags: [],
    comment: 'Gepflegtes Fahrzeug.',
    images: ['/api/core/media/vehicles/100006.svg?view=side', '/api/core/media/vehicles/100006.svg?view=front'],
    environment: { consumption: 6.5, consumptionUnit: 'l/100km', emission: 153, efficiencyClass: 'D', fuel: 'Mild-Hybrid' },
    warranty: { years: 7, km: 150000, validUntil: { year: 2030, month: 3 } },
    leasing: { rate: 293.05, duration: 48, deposit: 3085, kmPerYear: 10000, interestRate: 2.9 },
    subscription: null,
    dealer: sellingDealer(),
    onlineBuyPossible: true,
    reservationPossible: false,
    testDrivePossible: true,
    ...overrides,
  };
}
