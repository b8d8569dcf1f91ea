// Loader and action arguments as the route tree hands them (decision 0028), against a fake backend; for tests only.
import { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@carweb/api-http';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';

const BACKENDS = {
  core: 'http://core.test',
  dealer: 'http://dealer.test',
  form: 'http://form.test',
  model: 'http://model.test',
  base: 'http://base.test',
  content: 'http://content.test',
  brand: 'http://brand.test',
  payment: 'http://payment.test',
};

export interface ArgsOptions {
  fetch: typeof globalThis.fetch;
  url: string;
  /** dealer level (`{base}/konfigurator/…`) with this dealer, else site level */
  dealer?: ReturnType<typeof testDealer>;
  slug?: string;
  init?: RequestInit;
}

export function loaderArgs({ fetch, url, dealer, slug = 'stonic', init }: ArgsOptions): PageLoaderArgs {
  const api = (locale: 'de'): ApiContext => ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: BACKENDS,
    fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    request: new Request(url, init),
    params: dealer ? { dealerSlug: dealer.slug, slug } : { slug },
    env: { brand: testBrand, queryClient, api },
    locale: 'de',
    api: api('de'),
    ...(dealer
      ? {
          dealer: { brand: testBrand, locale: 'de', dealerSlug: dealer.slug, includeLocale: true },
          dealerEntity: () => Promise.resolve(dealer),
        }
      : {}),
  };
}
