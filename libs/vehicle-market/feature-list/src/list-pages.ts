import type { PageType, RouteKey } from '@carweb/platform-routing';
import { LIST_PRESETS, type ListPreset } from '@carweb/vehicle-market-util-search-state';

/** The vehicle list pages: the market, and the lists behind the approved and subscription menu entries (SPEC §2). */
export const LIST_PAGES = {
  vehicleListPage: { routeKey: 'vehicleMarket', preset: undefined },
  approvedPage: { routeKey: 'approved', preset: LIST_PRESETS.approved },
  subscriptionPage: { routeKey: 'subscription', preset: LIST_PRESETS.subscription },
} as const satisfies Record<string, { routeKey: RouteKey; preset: ListPreset | undefined }>;
export type ListPageType = keyof typeof LIST_PAGES;

const isListPage = (pageType: PageType | undefined): pageType is ListPageType => pageType !== undefined && pageType in LIST_PAGES;

/** The preset of a list page: it comes from the route, never from the URL, so it cannot be removed. */
export function listPresetOf(pageType: PageType | undefined): ListPreset | undefined {
  return isListPage(pageType) ? LIST_PAGES[pageType].preset : undefined;
}

export function listPageTypeOf(pageType: PageType | undefined): ListPageType {
  return isListPage(pageType) ? pageType : 'vehicleListPage';
}
