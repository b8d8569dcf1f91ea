// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand } from '@carweb/shared-testing';
import { loadCheckIn } from './check-in-loader';
import { checkInRoute } from './check-in-route';
import { checkInFixture, modelFormsFetch, type FixtureAnswers } from './model-forms.fixtures';

const HASH = '3f9a1c0b7d2e4a61';

function args(fetch: typeof globalThis.fetch, hash = HASH): PageLoaderArgs {
  return pageLoaderArgs({
    path: `/fr/concessionnaire/auto-zentrum-zuerich/check-in/${hash}`,
    fetch,
    brand: testBrand,
    params: { hash },
    backends: { dealer: 'http://dealer.test', form: 'http://form.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
}

const outcome = (answers: FixtureAnswers) => loaderOutcome(loadCheckIn(args(vi.fn(modelFormsFetch(answers)))));

describe('the check-in page loader (SPEC §7 GET check-in/{hash})', () => {
  it("loads the appointment by its hash in the page's language; the dealer's own appointment needs nothing more", async () => {
    const fetch = vi.fn(modelFormsFetch());
    expect(await loadCheckIn(args(fetch))).toEqual({ hash: HASH, locationId: 100 });
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`http://form.test/check-in/${HASH}?locale=fr`);
    expect(urls.some((url) => url.includes('/sub-dealers/'))).toBe(false);
  });

  it("an appointment at one of the dealer's locations loads that location's contact", async () => {
    const fetch = vi.fn(modelFormsFetch([['/check-in/', checkInFixture({ dealerId: 101 })]]));
    expect(await loadCheckIn(args(fetch))).toEqual({ hash: HASH, locationId: 101 });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      'http://dealer.test/100/dealer/sub-dealers/detail?locale=fr&subDealerIds=101',
    );
  });

  it("an unknown hash, or another dealer's appointment, redirects to the not-found route", async () => {
    expect(await outcome([['/check-in/', 404]])).toBe('302 /fr/concessionnaire/404');
    expect(await outcome([['/check-in/', checkInFixture({ dealerId: 4711 })]])).toBe('302 /fr/concessionnaire/404');
  });

  it('a form service outage answers 503, never a redirect', async () => {
    expect(await outcome([['/check-in/', 500]])).toBe('outage');
  });

  it('is a no-index, no-follow page of the service appointment that no shared cache keeps (private, no-store)', () => {
    expect(checkInRoute.handle).toMatchObject({
      pageType: 'serviceCheckoutPage',
      robots: { noIndex: true, noFollow: true },
      personalData: true,
    });
    expect(checkInRoute.action).toBeUndefined();
  });
});
