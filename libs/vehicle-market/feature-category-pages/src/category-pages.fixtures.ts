// The core API's answers for the category pages' tests: the sandbox's electric cars page, shortened, its vehicles and
// the labels of its filter codes.
import { vi } from 'vitest';
import type { CategoryPage } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { pageLoaderArgs, testApiContext } from '@carweb/platform-routing/testing';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';

export const electricCars = (overrides: Partial<CategoryPage> = {}): CategoryPage => ({
  slug: 'elektroautos',
  slugLocalizations: { de: 'elektroautos', fr: 'voitures-electriques', it: 'auto-elettriche', en: 'electric-cars' },
  title: 'Elektroautos',
  headline: 'Elektroautos',
  description: 'Leise, effizient und lokal emissionsfrei: unsere Elektroautos.',
  heroImage: { url: '/api/core/media/banners/category-electric.svg', alt: 'Elektroautos' },
  filter: { fuel: ['electric'] },
  seo: { title: 'Elektroautos', description: 'Leise, effizient und lokal emissionsfrei.' },
  ...overrides,
});

export const electricVehicles = () => ({
  vehicles: [vehicleFixture({ id: 100007, slug: 'kia-ev6-100007', fuelType: { value: 'Elektro', id: 'electric' } })],
  totalMatches: 42,
  currentPage: 1,
  error: false,
});

/** The core API's labels of the electric cars page's codes (vehicle-translation/translate). */
export const electricLabels = () => ({ translations: { fuel: { electric: 'Elektro' } } });

/** Answers per URL part, first match wins; a number is that status. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The core API of one category page; `answers` come first (a 404 or 503 for one call). */
export function coreFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/category-pages/elektroautos', electricCars()],
    ['/category-pages/voitures-electriques', electricCars()],
    ['/list', electricVehicles()],
    ['/vehicle-translation/translate', electricLabels()],
  ];
  return vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture' }, answer) : json(answer);
  });
}

const BACKENDS = { core: 'http://core.test' };

export const fixtureApi =
  (fetch: typeof globalThis.fetch) =>
  (locale: Locale): ApiContext =>
    testApiContext(fetch, { locale, backends: BACKENDS });

/** A category page loader's arguments on the site at `path`. */
export function loaderArgs(
  fetch: typeof globalThis.fetch,
  { path = '/de/kategorie/elektroautos', slug = 'elektroautos', locale = 'de' as Locale } = {},
) {
  const args = pageLoaderArgs({ path, fetch, brand: testBrand, locale, params: { slug }, backends: BACKENDS });
  return { args, queryClient: args.env.queryClient };
}
