// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { modelRangeFetch, type FixtureAnswers } from './model-range.fixtures';
import { loadModelRange } from './model-range-loader';
import { modelRangeRoute } from './model-range-route';

const NOT_FOUND = '/de/haendler/404';

function load(answers: FixtureAnswers = [], brand = testBrand, dealer = testDealer()) {
  const fetch = vi.fn(modelRangeFetch(answers));
  const loaderArgs = pageLoaderArgs({
    path: '/de/haendler/auto-zentrum-zuerich/modelle?fuel=hybrid',
    fetch,
    brand,
    backends: { core: 'http://core.test', dealer: 'http://dealer.test', model: 'http://model.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028)
    dealerEntity: dealer,
  });
  const urls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  return { result: loadModelRange(loaderArgs), queryClient: loaderArgs.env.queryClient, urls };
}

describe('the model range route', () => {
  it('is {base}/modelle, indexable, of page type modelRangePage, only with the brand’s model range', () => {
    expect(modelRangeRoute).toMatchObject({
      routeKey: 'models',
      feature: 'modelRange',
      handle: { pageType: 'modelRangePage', robots: { noIndex: false, noFollow: false } },
    });
  });

  it('loads the dealer and the brand’s model range, and prefetches the dealer group’s stock on the corporate platform', async () => {
    const { result, queryClient, urls } = load();
    expect(await result).toBeNull();
    expect(urls()).toContain('http://model.test/brand-world/models?locale=de&wholesaler=kia');
    expect(urls()).toContain('http://core.test/de/kia/ch/corporate/filter/makes-and-models?locale=de&filter={"dealerId":[100,101,102]}');
    expect(queryClient.getQueryData(['core', 'makes-and-models', 'de', { dealerId: [100, 101, 102] }])).toBeTruthy();
  });

  it('a service dealer has no model range (SPEC §2): the not-found route', async () => {
    expect(await loaderOutcome(load([], testBrand, testDealer({ type: 'service' })).result)).toBe(`302 ${NOT_FOUND}`);
  });

  it('a model range the model service does not have is not found; its outage answers 503, never a redirect', async () => {
    expect(await loaderOutcome(load([['/brand-world/models', 404]]).result)).toBe(`302 ${NOT_FOUND}`);
    expect(await loaderOutcome(load([['/brand-world/models', 500]]).result)).toBe('outage');
  });

  it('the stock is optional: the page loads when it fails, and is not asked for without the vehicle market', async () => {
    expect(await load([['/filter/makes-and-models', 500]]).result).toBeNull();
    const noMarket = { ...testBrand, features: { ...testBrand.features, vehicleMarket: false } };
    const { result, urls } = load([], noMarket);
    await result;
    expect(urls().some((url) => url.includes('makes-and-models'))).toBe(false);
  });
});
