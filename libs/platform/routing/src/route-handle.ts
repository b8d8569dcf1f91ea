import type { Locale } from '@carweb/shared-util-brand';
import type { PageType } from './page-types';

export interface Robots {
  noIndex: boolean;
  noFollow: boolean;
}

/** The `handle` every route carries (SPEC §2 route data keys). */
export interface RouteHandle {
  pageType: PageType;
  locale: Locale;
  robots: Robots;
  stickyChat?: boolean | 'onlyMobileDisabled';
  navType?: 'default' | 'vehicleMarket' | 'checkout';
}

export const INDEX_FOLLOW: Robots = { noIndex: false, noFollow: false };
export const NO_INDEX_NO_FOLLOW: Robots = { noIndex: true, noFollow: true };
