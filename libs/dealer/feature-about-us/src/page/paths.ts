import { dealerPagePath, routeSegment, type DealerBase } from '@carweb/platform-routing';

const segment = (base: DealerBase, key: 'aboutUs' | 'brandPages') => routeSegment(key, base.locale, base.brand.routeSegments);

/** The URLs of this library's pages below a dealer base (SPEC §2), one place for every link to them. */
export const aboutUsPaths = {
  aboutUs: (base: DealerBase) => dealerPagePath(base, 'aboutUs'),
  ourBrands: (base: DealerBase) => dealerPagePath(base, 'aboutUs', segment(base, 'brandPages')),
  locations: (base: DealerBase) => dealerPagePath(base, 'locations'),
  subDealer: (base: DealerBase, subDealerSlug: string) => dealerPagePath(base, 'locations', subDealerSlug),
  subDealerAboutUs: (base: DealerBase, subDealerSlug: string) => dealerPagePath(base, 'locations', subDealerSlug, segment(base, 'aboutUs')),
};
