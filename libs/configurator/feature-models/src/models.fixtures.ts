// The model service's answers for one model (the kia Sportage of the sandbox, shortened), for tests only.
import { vi } from 'vitest';
import type { ModelPage } from '@carweb/api-contracts';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { dealerStockResponse, modelRangeResponse, testBrand, testDealer } from '@carweb/shared-testing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { ModelTechData, ModelVariants } from './model-detail-queries';

export const sportage = modelRangeResponse().models[4];

export const modelPageFixture = (overrides: Partial<ModelPage> = {}): ModelPage => ({
  model: sportage,
  headline: 'Kia Sportage',
  introText: 'Der Kia Sportage – klare Linien und ein selbstbewusster Auftritt.',
  highlights: [{ title: 'Design', text: 'Klare Linien.', image: '/api/model/media/a.svg' }],
  gallery: ['/api/model/media/30.svg', '/api/model/media/90.svg'],
  seo: { title: 'Kia Sportage | Kia', description: 'Kia Sportage: Design' },
  slugLocalizations: { de: 'sportage', fr: 'sportage-fr', it: 'sportage' },
  ...overrides,
});

export const variantsFixture = (): ModelVariants => ({
  modelCode: sportage.modelCode,
  slug: sportage.slug,
  name: sportage.name,
  brand: 'kia',
  category: 'suv',
  priceFrom: 40_450,
  image: sportage.image,
  variants: [
    { entityId: 10601, entitySlug: 'sportage-hev-lx', name: '1.6 T-GDi HEV LX', price: 42_050 },
    { entityId: 10602, entitySlug: 'sportage-mhev-lx', name: '1.0 T-GDi MHEV LX', price: 40_450 },
    { entityId: 10603, entitySlug: 'sportage-phev-power', name: '1.6 T-GDi PHEV Power', price: 50_450 },
  ],
});

export const techDataFixture = (): ModelTechData => ({
  modelCode: sportage.modelCode,
  entities: [
    {
      entityId: 10601,
      name: '1.6 T-GDi HEV LX',
      price: 42_050,
      groups: [
        { id: 'engine', name: 'Motor', items: [{ label: 'Leistung', value: '169 kW' }] },
        { id: 'size', name: 'Abmessungen', items: [{ label: 'Länge', value: '4550 mm' }] },
      ],
    },
    {
      entityId: 10603,
      name: '1.6 T-GDi PHEV Power',
      price: 50_450,
      groups: [
        {
          id: 'engine',
          name: 'Motor',
          items: [
            { label: 'Leistung', value: '195 kW' },
            { label: 'Elektrische Reichweite', value: '60 km' },
          ],
        },
      ],
    },
  ],
});

/** Answers per URL part, first match wins; a number is that status, 'pending' never answers. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The model, dealer and core services for one model page; `answers` come first (a 404 or 503 for one call). */
export function modelFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/model/KI00106', sportage],
    ['/model/model-page/sportage', modelPageFixture()],
    ['/slimAllVariants', variantsFixture()],
    ['/tech-data', techDataFixture()],
    ['/brand-world/models', modelRangeResponse()],
    ['/filter/makes-and-models', dealerStockResponse()],
  ];
  return vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return typeof answer === 'number' ? json({ error: 'fixture' }, answer) : json(answer);
  });
}

/** A loader's arguments on the site (no dealer) or below the test dealer. */
export function loaderArgs(
  fetch: typeof globalThis.fetch,
  { path = '/de/modelle/sportage', slug = 'sportage', atDealer = false, brand = testBrand as BrandConfig } = {},
) {
  const args = pageLoaderArgs({
    path,
    fetch,
    brand,
    locale: 'de',
    params: { slug, brandSlug: slug },
    backends: { core: 'http://core.test', dealer: 'http://dealer.test', model: 'http://model.test' },
    ...(atDealer ? { dealer: 'auto-zentrum-zuerich', dealerEntity: testDealer() } : {}),
  });
  return { args, queryClient: args.env.queryClient };
}
