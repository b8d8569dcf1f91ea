// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutUsDealer } from '../testing/about-us.fixtures';
import { aboutUsRoute, subDealerAboutUsRoute } from './about-us-route';
import { DEALER_HOME, loaderOutcome } from '../testing/loader-outcome';

// outages are logged where they happen; the tests cause them on purpose
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
const OERLIKON = { subDealerSlug: 'auto-zentrum-zuerich-oerlikon' };

describe("the dealer's about us (SPEC §2: needs about-us data)", () => {
  it("loads the dealer's about us in the page's language", async () => {
    const { result, calls } = await loaderOutcome(aboutUsRoute);
    expect(result).toEqual({ subDealerSlug: null, dealerAboutUs: true });
    expect(calls).toContain('http://dealer.test/100/dealer/about-us?locale=fr');
  });

  it('absent about us (404, 410) redirects (302) to the dealer home', async () => {
    expect((await loaderOutcome(aboutUsRoute, [['/about-us', 404]])).result).toBe(`302 ${DEALER_HOME}`);
    expect((await loaderOutcome(aboutUsRoute, [['/about-us', 410]])).result).toBe(`302 ${DEALER_HOME}`);
  });

  it('an outage or a malformed answer is 503, never a redirect', async () => {
    expect((await loaderOutcome(aboutUsRoute, [['/about-us', 500]])).result).toBe('outage');
    expect((await loaderOutcome(aboutUsRoute, [['/about-us', { headline: 'broken' }]])).result).toBe('outage');
  });

  it('is an indexable about-us page', () => {
    expect(aboutUsRoute).toMatchObject({ routeKey: 'aboutUs', handle: { pageType: 'aboutUsPage', robots: { noIndex: false } } });
  });
});

describe("a sub-dealer's about us (about-us/{subDealerId})", () => {
  it('loads the location and its about us by the sub-dealer id; the dealer’s own about us decides the link to it', async () => {
    const { result, calls } = await loaderOutcome(subDealerAboutUsRoute, [], OERLIKON);
    expect(result).toEqual({ subDealerSlug: 'auto-zentrum-zuerich-oerlikon', dealerAboutUs: true });
    expect(calls).toContain('http://dealer.test/100/dealer/about-us/101?locale=fr');
    expect(calls).toContain('http://dealer.test/100/dealer/sub-dealers/auto-zentrum-zuerich-oerlikon?locale=fr');
    expect(calls).toContain('http://base.test/seo?locale=fr&route=aboutUsPage&dealerId=101');
  });

  it("the dealer's own about us is optional: absent or failing, the page shows without the link", async () => {
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/about-us?', 404]], OERLIKON)).result).toMatchObject({ dealerAboutUs: false });
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/about-us?', 500]], OERLIKON)).result).toMatchObject({ dealerAboutUs: false });
  });

  it('an unknown sub-dealer, or one without about us, redirects to the dealer home', async () => {
    expect((await loaderOutcome(subDealerAboutUsRoute, [], { subDealerSlug: 'nowhere' })).result).toBe(`302 ${DEALER_HOME}`);
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/sub-dealers/', 404]], OERLIKON)).result).toBe(`302 ${DEALER_HOME}`);
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/about-us/101', 404]], OERLIKON)).result).toBe(`302 ${DEALER_HOME}`);
    const withoutSubs = aboutUsDealer({ subDealers: [] });
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/dealer-slug/', withoutSubs]], OERLIKON)).result).toBe(`302 ${DEALER_HOME}`);
  });

  it('an outage of the location or its about us is 503', async () => {
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/about-us/101', 503]], OERLIKON)).result).toBe('outage');
    expect((await loaderOutcome(subDealerAboutUsRoute, [['/sub-dealers/', 500]], OERLIKON)).result).toBe('outage');
  });

  it('lives below the locations segment with the localized about-us segment', () => {
    expect(subDealerAboutUsRoute).toMatchObject({
      routeKey: 'locations',
      path: ':subDealerSlug/{aboutUs}',
      handle: { pageType: 'aboutUsPage' },
    });
  });
});
