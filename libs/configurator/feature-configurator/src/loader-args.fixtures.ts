// Loader and action arguments as the route tree hands them (decision 0028), against a fake backend; for tests only.
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
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
  return pageLoaderArgs({
    path: url,
    fetch,
    init,
    brand: testBrand,
    locale: 'de',
    params: { slug },
    backends: BACKENDS,
    ...(dealer ? { dealer: dealer.slug, dealerEntity: dealer } : {}),
  });
}
