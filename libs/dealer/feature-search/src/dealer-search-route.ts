import { minimalDealerListQuery } from '@carweb/api-dealer';
import { INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';

const searchPage = lazyPage(() => import('./dealer-search-page/DealerSearchPage').then((module) => ({ default: module.DealerSearchPage })));

/** The dealer list is critical here: without it the page has nothing to show (error boundary). */
export const dealerSearchRoute: PageRoute = {
  id: 'dealer-search',
  routeKey: 'dealerSearch',
  handle: { pageType: 'dealerSearchPage', robots: INDEX_FOLLOW, navType: 'default' },
  async loader({ env, api }) {
    await Promise.all([env.queryClient.ensureQueryData(minimalDealerListQuery(api, 'all')), searchPage.preload()]);
    return null;
  },
  Component: searchPage.Component,
};
