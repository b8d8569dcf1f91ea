// The core API's answers for the vehicle market's home, for the loader tests only.
import { vi } from 'vitest';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { dealerStockResponse, testBrand, vehicleFixture } from '@carweb/shared-testing';

export const criteriaFixture = (): SearchCriteriaResponse => ({
  sorting: [],
  filterTags: [],
  totalMatches: 12,
  filter: [
    {
      identifier: 'body',
      inputType: 'checkboxIconList',
      label: 'Karosserie',
      urlParameters: ['body'],
      values: [
        { id: 'suv', name: 'SUV / Geländewagen', count: 9 },
        { id: 'wagon', name: 'Kombi', count: 0 },
        { id: 'small', name: 'Kleinwagen', count: 3 },
      ],
    },
    {
      identifier: 'fuel',
      inputType: 'checkboxList',
      label: 'Treibstoff',
      urlParameters: ['fuel'],
      values: [{ id: 'electric', name: 'Elektro' }],
    },
  ],
});

/** Answers per URL part, first match wins; a number is that status. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function marketFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/filter/makes-and-models', dealerStockResponse()],
    ['/list/count', { count: 12 }],
    ['/list/top-cars', { vehicles: [vehicleFixture()], totalMatches: 1, currentPage: 1, error: false }],
    ['/filter/search-criteria', criteriaFixture()],
  ];
  return vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture' }, answer) : json(answer);
  });
}

/** A site page loader's arguments (no dealer) in German. */
export function loaderArgs(fetch: typeof globalThis.fetch, path = '/de/fahrzeugmarkt') {
  const args = pageLoaderArgs({ path, fetch, brand: testBrand, locale: 'de', backends: { core: 'http://core.test' } });
  return { args, queryClient: args.env.queryClient };
}
