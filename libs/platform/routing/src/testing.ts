// The page loaders' test harness (`@carweb/platform-routing/testing`), for tests and stories only: a loader's arguments
// against a fake backend, and what a loader threw. Framework-free (no vitest), so stories can use it too.
import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { type ApiContext, BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { localeOfPath } from './dealer-path';
import { isOutageResponse } from './loader-contract';
import type { PageLoaderArgs } from './route-env';

/** The site the tests' requests are for: a loader's request is for http://site.test{path}. */
export const TEST_SITE_ORIGIN = 'http://site.test';

export interface TestApiOptions {
  /** default: 'de' */
  locale?: Locale;
  /** the addresses of the services the test's fetch answers (e.g. `{ core: 'http://core.test' }`); the others are '' */
  backends?: Partial<BackendAddresses>;
  /** default: 'kia' */
  wholesaler?: string;
  /** default: 'partnerweb' */
  platform?: string;
  /** the content tool's editing frame (decision 0038) */
  contentPreview?: ApiContext['contentPreview'];
}

/** The backend context of a test (country ch): every call goes to `fetch`. */
export function testApiContext(
  fetch: typeof globalThis.fetch,
  { locale = 'de', backends = {}, wholesaler = 'kia', platform = 'partnerweb', contentPreview }: TestApiOptions = {},
): ApiContext {
  const none = Object.fromEntries(BACKEND_SERVICES.map((service) => [service, ''])) as BackendAddresses;
  return {
    locale,
    wholesaler,
    country: 'ch',
    platform,
    backends: { ...none, ...backends },
    fetch,
    ...(contentPreview ? { contentPreview } : {}),
  };
}

export interface PageLoaderArgsOptions<DealerKey extends QueryKey = QueryKey> extends Omit<TestApiOptions, 'locale'> {
  /** the page's path with its query, on http://site.test (an absolute URL is taken as it is) */
  path: string;
  fetch: typeof globalThis.fetch;
  brand: BrandConfig;
  /** default: the path's language (`localeOfPath`) */
  locale?: Locale;
  /** the route's params; below a dealer, `dealerSlug` is there already */
  params?: Params;
  /** the request's method and body: a form's POST to a page's action */
  init?: RequestInit;
  /** below a dealer: its slug, for `dealer` (base path with language prefix) and `params.dealerSlug` */
  dealer?: string;
  /** the dealer the dealer route loaded (decision 0028), as it is */
  dealerEntity?: Dealer;
  /**
   * …or the dealer route's query of it (e.g. `dealerBySlugQuery` of @carweb/api-dealer): the dealer as `fetch` answers
   * it, on the arguments' QueryClient, so its absence or outage reaches the page's loader as the dealer route's answer.
   */
  dealerQuery?: (api: ApiContext, dealerSlug: string) => EnsureQueryDataOptions<Dealer, Error, Dealer, DealerKey>;
}

/** A page loader's (or action's) arguments as the route tree hands them, on a fresh QueryClient without retries. */
export function pageLoaderArgs<DealerKey extends QueryKey>({
  path,
  fetch,
  brand,
  locale: pageLocale,
  params = {},
  init,
  dealer,
  dealerEntity,
  dealerQuery,
  ...apiOptions
}: PageLoaderArgsOptions<DealerKey>): PageLoaderArgs {
  const url = new URL(path, TEST_SITE_ORIGIN);
  const locale = pageLocale ?? localeOfPath(brand, url.pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = (apiLocale: Locale) => testApiContext(fetch, { ...apiOptions, locale: apiLocale });
  const args: PageLoaderArgs = {
    request: new Request(url, init),
    params: dealer === undefined ? params : { dealerSlug: dealer, ...params },
    env: { brand, queryClient, api },
    locale,
    api: api(locale),
  };
  if (dealer === undefined) return args;
  args.dealer = { brand, locale, dealerSlug: dealer, includeLocale: true };
  if (dealerEntity) args.dealerEntity = async () => dealerEntity;
  else if (dealerQuery) args.dealerEntity = () => queryClient.ensureQueryData(dealerQuery(api(locale), dealer));
  return args;
}

/**
 * What a loader threw, for an assertion: '<status> <Location>' of a thrown Response (a redirect), 'outage' for the 503
 * answer (decision 0015). Anything else is rethrown.
 */
export function thrownAnswer(error: unknown): string {
  if (error instanceof Response) return `${error.status} ${error.headers.get('Location')}`;
  if (isOutageResponse(error)) return 'outage';
  throw error;
}

/** What a loader answered by throwing (`thrownAnswer`), or 'no answer thrown' when it resolved. */
export async function loaderOutcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return thrownAnswer(error);
  }
  return 'no answer thrown';
}
