// Test helper only: a page loader's arguments for the dealer auto-zentrum-zuerich in French, with the fixtures' backend.
import { vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import type { PageLoaderArgs, PageRoute } from '@carweb/platform-routing';
import { pageLoaderArgs, thrownAnswer } from '@carweb/platform-routing/testing';
import { testBrand } from '@carweb/shared-testing';
import { aboutUsFetch, type FixtureAnswers } from './about-us.fixtures';

export const DEALER_HOME = '/fr/concessionnaire/auto-zentrum-zuerich';

export function loaderArgs(fetch: typeof globalThis.fetch, params: Record<string, string> = {}): PageLoaderArgs {
  return pageLoaderArgs({
    path: `${DEALER_HOME}/page`,
    fetch,
    brand: testBrand,
    locale: 'fr',
    params,
    backends: { dealer: 'http://dealer.test', model: 'http://model.test', base: 'http://base.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): here the fixtures' answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
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
    return { result: thrownAnswer(error), calls: [] };
  }
}
