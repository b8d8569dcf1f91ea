// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutUsDealer } from '../testing/about-us.fixtures';
import { ourBrandsRoute } from './our-brands-route';
import { loaderOutcome } from '../testing/loader-outcome';

// outages are logged where they happen; the tests cause them on purpose
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
const NOT_FOUND = '302 /fr/concessionnaire/404';

describe('our brands (SPEC §2: only if the dealer has brand pages)', () => {
  it("loads each of the dealer's brand pages from the model service", async () => {
    const { result, calls } = await loaderOutcome(ourBrandsRoute);
    expect(result).toEqual({ brands: ['kia'], dealerAboutUs: true });
    expect(calls).toContain('http://model.test/brand-world/page/kia?locale=fr');
  });

  it('a dealer without brand pages has no such page: the not-found route', async () => {
    const { result, calls } = await loaderOutcome(ourBrandsRoute, [['/dealer-slug/', aboutUsDealer({ brandsPages: [] })]]);
    expect(result).toBe(NOT_FOUND);
    expect(calls).toEqual([]);
  });

  it('a brand page the model service does not know is left out; none known is the not-found route', async () => {
    const twoBrands = aboutUsDealer({ brandsPages: ['kia', 'lexus'] });
    expect((await loaderOutcome(ourBrandsRoute, [['/dealer-slug/', twoBrands]])).result).toMatchObject({ brands: ['kia'] });
    expect((await loaderOutcome(ourBrandsRoute, [['/brand-world/page/kia', 404]])).result).toBe(NOT_FOUND);
  });

  it('an outage of the model service is 503', async () => {
    expect((await loaderOutcome(ourBrandsRoute, [['/brand-world/page/kia', 500]])).result).toBe('outage');
  });

  it('lives below about us at the localized brand-pages segment', () => {
    expect(ourBrandsRoute).toMatchObject({ routeKey: 'aboutUs', path: '{brandPages}', handle: { pageType: 'ourBrandsPage' } });
  });
});
