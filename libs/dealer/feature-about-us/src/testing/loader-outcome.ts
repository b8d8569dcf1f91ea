// Test helper only: a page loader's arguments for the dealer auto-zentrum-zuerich in French, with the fixtures' backend.
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { isOutageResponse, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { aboutUsFetch, type FixtureAnswers } from './about-us.fixtures';

export const DEALER_HOME = '/fr/concessionnaire/auto-zentrum-zuerich';

export function loaderArgs(fetch: typeof globalThis.fetch, params: Record<string, string> = {}): PageLoaderArgs {
  const api = (locale: 'fr'): ApiContext => ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: {
      core: '',
      dealer: 'http://dealer.test',
      form: '',
      model: 'http://model.test',
      base: 'http://base.test',
      content: '',
      brand: '',
      payment: '',
    },
    fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    request: new Request(`http://site.test${DEALER_HOME}/page`),
    params: { dealerSlug: 'auto-zentrum-zuerich', ...params },
    env: { brand: testBrand, queryClient, api },
    locale: 'fr',
    api: api('fr'),
    dealer: { brand: testBrand, locale: 'fr', dealerSlug: 'auto-zentrum-zuerich', includeLocale: true },
    // the dealer route's dealer (decision 0028): here the fixtures' answer to the same query
    dealerEntity: () => queryClient.ensureQueryData(dealerBySlugQuery(api('fr'), 'auto-zentrum-zuerich')),
  };
}

/** Runs a page's loader against the fixtures: its data, '302 <location>' for a redirect, or 'outage' (503). */
export async function loaderOutcome(route: PageRoute, answers: FixtureAnswers = [], params: Record<string, string> = {}) {
  const fetch = vi.fn(aboutUsFetch(answers));
  try {
    return {
      result: await route.loader?.(loaderArgs(fetch, params)),
      calls: fetch.mock.calls.map(([url]) => decodeURIComponent(String(url))),
    };
  } catch (error) {
    if (error instanceof Response) return { result: `${error.status} ${error.headers.get('Location')}`, calls: [] };
    if (isOutageResponse(error)) return { result: 'outage', calls: [] };
    throw error;
  }
}
