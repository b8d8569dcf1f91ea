// The kia model range and a dealer's stock as the backend answers them (the sandbox's kia data), for tests and stories only.
import type { MakesAndModelsResponse, Model, ModelRangeResponse } from '@carweb/api-contracts';

const model = (id: number, slug: string, name: string, category: string, priceFrom: number, fuel: string[], body: string[]): Model => ({
  mipsId: `KI00${id}`,
  id,
  brand: 'kia',
  slug,
  category,
  type: 'passenger',
  name,
  modelCode: `KIA-${slug.toUpperCase()}`,
  priceFrom,
  leasingRateFrom: Math.round(priceFrom / 105),
  image: `/api/core/media/models/${id}01/WHT/0.svg`,
  isToolsModel: true,
  filter: { category: [category], fuel, body, seats: ['5'] },
});

const LABELS = {
  de: { small: 'Kleinwagen', compact: 'Kompaktklasse', suv: 'SUV', electric: 'Elektro', petrol: 'Benzin', hybrid: 'Vollhybrid' },
  fr: { small: 'Petites voitures', compact: 'Compactes', suv: 'SUV', electric: 'Électrique', petrol: 'Essence', hybrid: 'Hybride' },
};

/** brand-world/models: seven kia models in four categories, filter groups fuel (level 1) and body (level 2), the Picanto on offer. */
export function modelRangeResponse(locale: 'de' | 'fr' = 'de', overrides: Partial<ModelRangeResponse> = {}): ModelRangeResponse {
  const label = LABELS[locale];
  return {
    models: [
      model(101, 'picanto', 'Kia Picanto', 'small', 16_950, ['petrol'], ['small']),
      model(102, 'stonic', 'Kia Stonic', 'suv', 24_950, ['petrol', 'hybrid'], ['suv']),
      model(103, 'ceed', 'Kia Ceed', 'compact', 27_950, ['petrol', 'hybrid'], ['hatchback', 'wagon']),
      model(104, 'xceed', 'Kia XCeed', 'compact', 31_950, ['petrol'], ['suv']),
      model(106, 'sportage', 'Kia Sportage', 'suv', 40_450, ['hybrid'], ['suv']),
      model(108, 'ev3', 'Kia EV3', 'electric', 45_850, ['electric'], ['suv']),
      model(109, 'ev6', 'Kia EV6', 'electric', 64_250, ['electric'], ['suv']),
    ],
    specialOfferId: 'KI00101',
    brandConfiguration: {
      category: [
        { id: 'small', name: label.small },
        { id: 'compact', name: label.compact },
        { id: 'suv', name: label.suv },
        { id: 'electric', name: label.electric },
      ],
      categoryOrder: ['small', 'compact', 'suv', 'electric'],
      filter: [
        {
          field: 'fuel',
          items: [
            { value: 'petrol', label: label.petrol },
            { value: 'hybrid', label: label.hybrid },
            { value: 'electric', label: label.electric },
          ],
        },
        {
          field: 'body',
          items: [
            { value: 'small', label: locale === 'de' ? 'Kleinwagen' : 'Petite voiture' },
            { value: 'hatchback', label: locale === 'de' ? 'Kompaktwagen' : 'Compacte' },
            { value: 'wagon', label: locale === 'de' ? 'Kombi' : 'Break' },
            { value: 'suv', label: locale === 'de' ? 'SUV / Geländewagen' : 'SUV / Tout-terrain' },
          ],
        },
      ],
    },
    ...overrides,
  };
}

/** filter/makes-and-models for the dealer's group: vehicles of four of the seven models. */
export function dealerStockResponse(): MakesAndModelsResponse {
  return {
    makes: [
      {
        id: 'Kia',
        name: 'Kia',
        count: 11,
        models: [
          { id: '101', name: 'Picanto', count: 2 },
          { id: '102', name: 'Stonic', count: 5 },
          { id: '103', name: 'Ceed', count: 3 },
          { id: '109', name: 'EV6', count: 1 },
        ],
      },
    ],
  };
}
