import { describe, expect, it } from 'vitest';
import { PAGE_TRACKING_GROUP, PAGE_TYPES, TRACKING_GROUPS, trackingGroupOf } from './page-types';

describe('page types and tracking groups (SPEC §2)', () => {
  it('has all 44 page types of the spec, each once', () => {
    expect(PAGE_TYPES).toHaveLength(44);
    expect(new Set(PAGE_TYPES).size).toBe(44);
  });

  it('maps every page type to one tracking group of the spec, or none', () => {
    expect(Object.keys(PAGE_TRACKING_GROUP).sort()).toEqual([...PAGE_TYPES].sort());
    for (const group of Object.values(PAGE_TRACKING_GROUP)) {
      if (group !== null) expect(TRACKING_GROUPS).toContain(group);
    }
  });

  it('uses every tracking group', () => {
    expect(new Set(Object.values(PAGE_TRACKING_GROUP).filter(Boolean))).toEqual(new Set(TRACKING_GROUPS));
  });

  it.each([
    ['homepagePartnerWeb', 'homepage'],
    ['vehicleListPage', 'serp'],
    ['vehicleDetailPage', 'vdp'],
    ['buyCheckoutPage', 'checkout'],
    ['serviceListPage', 'Services'],
    ['testdriveCheckoutPage', 'form'],
    ['locationsPage', 'locations'],
    ['promotionDetailPage', 'promotion'],
    ['aboutUsPage', 'about_us'],
    ['newsDetailPage', 'news'],
    ['ourBrandsPage', 'our_brands'],
    ['notFoundPage', null],
  ] as const)('%s → %s', (pageType, group) => {
    expect(trackingGroupOf(pageType)).toBe(group);
  });
});
