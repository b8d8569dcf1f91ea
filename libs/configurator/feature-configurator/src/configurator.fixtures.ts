// A configurator model as the model service answers it (the shape of the sandbox's kia data, small), for tests only.
import type { ConfiguratorEntity, ConfiguratorModel, SavedConfiguration } from '@carweb/api-contracts';

const entity = (entityId: number, entitySlug: string, price: number, extra: Partial<ConfiguratorEntity> = {}): ConfiguratorEntity => ({
  entityId,
  entitySlug,
  modelCode: 'KIA-STONIC',
  name: entitySlug,
  engine: '1.0 T-GDi',
  fuel: 'Benzin',
  transmission: 'Automat',
  drive: 'Frontantrieb',
  powerKw: 74,
  price,
  leasingRateFrom: 199,
  colors: [
    { colorCode: 'BLK', name: 'Schwarz', hex: '#141414', price: 690 },
    { colorCode: 'RED', name: 'Rot', hex: '#b3121b', price: 990 },
  ],
  equipment: [
    { code: 'navigation', name: 'Navigationssystem', category: 'package', price: 300, standard: true },
    { code: 'heated_seats', name: 'Sitzheizung', category: 'option', price: 900, standard: false },
    { code: 'led_headlights', name: 'LED-Scheinwerfer', category: 'option', price: 1500, standard: false },
    { code: 'style_package', name: 'Style-Paket', category: 'package', price: 2200, standard: false, includes: ['led_headlights'] },
  ],
  image: `/api/core/media/models/${entityId}/BLK/0.svg`,
  ...extra,
});

export function configuratorModelFixture(): ConfiguratorModel {
  return {
    modelCode: 'KIA-STONIC',
    slug: 'stonic',
    name: 'Kia Stonic',
    brand: 'kia',
    category: 'suv',
    priceFrom: 24950,
    image: '/api/core/media/models/10201/BLK/0.svg',
    entities: [
      entity(10201, '1-0-t-gdi-lx', 24950),
      entity(10202, '1-0-t-gdi-gt-line', 29950, {
        colors: [{ colorCode: 'WHT', name: 'Weiss', hex: '#f4f4f4', price: 0 }],
        equipment: [{ code: 'heated_seats', name: 'Sitzheizung', category: 'option', price: 0, standard: true }],
      }),
    ],
    selectedEntityId: 10201,
    configuration: null,
  };
}

export function savedConfigurationFixture(change: Partial<SavedConfiguration> = {}): SavedConfiguration {
  return {
    configurationCode: 'K7Q2M9AB',
    entityId: 10201,
    entitySlug: '1-0-t-gdi-lx',
    modelSlug: 'stonic',
    items: ['RED', 'led_headlights'],
    price: 27440,
    createdAt: '2026-11-02T08:00:00.000Z',
    pdfUrl: '/api/model/configurator/pdf/K7Q2M9AB',
    ...change,
  };
}

const range = (min: number, max: number, step: number) => ({ min, max, step });
/** A model leasing calculation (core API), for 48 months, 10,000 km, no down payment. */
export const leasingFixture = {
  monthlyRate: 289.5,
  effectiveAnnualRate: 2.94,
  debitInterest: 2.9,
  residualValue: 11_000,
  financedAmount: 27_440,
  price: 27_440,
  totalRuntime: 48,
  kmPerYear: 10_000,
  downPayment: 0,
  currency: 'CHF',
  bounds: { totalRuntime: range(12, 60, 6), kmPerYear: range(5000, 40000, 2500), downPayment: range(0, 8000, 100) },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers per URL part, first match wins; a number is that status with an error body. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

/** A fake backend for loader and action tests: `answers` first, then the fixtures; every call is recorded by the spy. */
export function configuratorFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/configurator/saved-configuration/', savedConfigurationFixture()],
    ['/configurator/save-configuration', savedConfigurationFixture({ configurationCode: 'NEW4CODE' })],
    ['/configurator/models/stonic', configuratorModelFixture()],
    ['/leasing/calculation/model', leasingFixture],
  ];
  return async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture', message: `status ${answer}` }, answer) : json(answer);
  };
}
