// Model fixtures (model range, saved configuration), for tests and stories only (tag type:testing).
import type { Model, ModelRangeResponse, SavedConfiguration } from '@carweb/api-contracts';

const model = (id: number, slug: string, name: string, category: string, priceFrom: number): Model => ({
  mipsId: `MIPS-${id}`,
  id,
  brand: 'kia',
  slug,
  category,
  type: 'passenger',
  name,
  modelCode: `KIA-${slug.toUpperCase()}`,
  priceFrom,
  leasingRateFrom: Math.round(priceFrom / 90),
  image: `/api/core/media/models/${id}/WHT/0.svg`,
  isToolsModel: true,
  filter: { category: [category] },
});

/** brand-world/models as the model service answers it (the sandbox's kia range, shortened). */
export function modelRangeFixture(): ModelRangeResponse {
  return {
    models: [
      model(101, 'picanto', 'Kia Picanto', 'small', 16_950),
      model(102, 'stonic', 'Kia Stonic', 'suv', 24_950),
      model(103, 'ceed', 'Kia Ceed', 'compact', 27_950),
      model(108, 'ev3', 'Kia EV3', 'electric', 35_950),
    ],
    specialOfferId: null,
    brandConfiguration: {
      category: [
        { id: 'small', name: 'Kleinwagen' },
        { id: 'suv', name: 'SUV' },
        { id: 'compact', name: 'Kompakt' },
        { id: 'electric', name: 'Elektro' },
      ],
      categoryOrder: ['small', 'compact', 'suv', 'electric'],
      filter: [],
    },
  };
}

/** configurator/saved-configuration/{code}: a Stonic in black with navigation. */
export function savedConfigurationFixture(overrides: Partial<SavedConfiguration> = {}): SavedConfiguration {
  return {
    configurationCode: 'K7Q2M9',
    entityId: 10201,
    entitySlug: 'stonic-1-0-t-gdi-gt-line',
    modelSlug: 'stonic',
    items: ['BLK', 'navigation'],
    price: 29_450,
    createdAt: '2026-11-20T10:00:00.000Z',
    pdfUrl: '/api/model/configurator/pdf/K7Q2M9',
    ...overrides,
  };
}
