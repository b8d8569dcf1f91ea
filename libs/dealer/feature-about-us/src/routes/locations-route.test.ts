// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutUsDealer, subDealerFixture } from '../testing/about-us.fixtures';
import { locationsRoute, subDealerRoute } from './locations-route';
import { DEALER_HOME, loaderOutcome } from '../testing/loader-outcome';

// outages are logged where they happen; the tests cause them on purpose
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
const OERLIKON = { subDealerSlug: 'auto-zentrum-zuerich-oerlikon' };

describe('the locations page (SPEC §2: needs at least one sub-dealer detail)', () => {
  it("loads the details of the dealer's sub-dealers by their ids", async () => {
    const { result, calls } = await loaderOutcome(locationsRoute);
    expect(result).toEqual({ dealerAboutUs: true });
    expect(calls).toContain('http://dealer.test/100/dealer/sub-dealers/detail?locale=fr&subDealerIds=101,102');
  });

  it('a dealer without sub-dealers, or without any detail, goes to the dealer home', async () => {
    const { result, calls } = await loaderOutcome(locationsRoute, [['/dealer-slug/', aboutUsDealer({ subDealers: [] })]]);
    expect(result).toBe(`302 ${DEALER_HOME}`);
    expect(calls).toEqual([]);
    expect((await loaderOutcome(locationsRoute, [['/sub-dealers/detail', []]])).result).toBe(`302 ${DEALER_HOME}`);
    expect((await loaderOutcome(locationsRoute, [['/sub-dealers/detail', 404]])).result).toBe(`302 ${DEALER_HOME}`);
  });

  it('an outage of the sub-dealer details is 503; one of the optional about us only hides its link', async () => {
    expect((await loaderOutcome(locationsRoute, [['/sub-dealers/detail', 502]])).result).toBe('outage');
    expect((await loaderOutcome(locationsRoute, [['/about-us', 500]])).result).toEqual({ dealerAboutUs: false });
  });

  it('is the locations page at the locations segment', () => {
    expect(locationsRoute).toMatchObject({ routeKey: 'locations', handle: { pageType: 'locationsPage' } });
    expect(locationsRoute.path).toBeUndefined();
  });
});

describe('a sub-dealer page (sub-dealers/{subDealerSlug})', () => {
  it('loads the sub-dealer by its slug; its about us decides the link to it', async () => {
    const { result, calls } = await loaderOutcome(subDealerRoute, [], OERLIKON);
    expect(result).toEqual({ subDealerSlug: 'auto-zentrum-zuerich-oerlikon', aboutUs: true });
    expect(calls).toContain('http://dealer.test/100/dealer/sub-dealers/auto-zentrum-zuerich-oerlikon?locale=fr');
    expect(calls).toContain('http://dealer.test/100/dealer/about-us/101?locale=fr');
    // the location's own SEO texts, which its page asks for
    expect(calls).toContain('http://base.test/seo?locale=fr&route=subdealerPage&dealerId=101');
    expect((await loaderOutcome(subDealerRoute, [['/about-us/101', 404]], OERLIKON)).result).toMatchObject({ aboutUs: false });
  });

  it('an unknown sub-dealer, or another dealer’s, redirects (302) to the dealer home', async () => {
    expect((await loaderOutcome(subDealerRoute, [], { subDealerSlug: 'nowhere' })).result).toBe(`302 ${DEALER_HOME}`);
    const foreign = subDealerFixture('auto-zentrum-zuerich-oerlikon', { parentDealerId: 4711 });
    expect((await loaderOutcome(subDealerRoute, [['/sub-dealers/', foreign]], OERLIKON)).result).toBe(`302 ${DEALER_HOME}`);
  });

  it('an outage is 503, never a redirect', async () => {
    expect((await loaderOutcome(subDealerRoute, [['/sub-dealers/', 500]], OERLIKON)).result).toBe('outage');
  });
});
