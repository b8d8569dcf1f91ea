import { minimalDealerListQuery } from '@carweb/api-dealer';
import { critical, INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';

const searchPage = lazyPage(() => import('./dealer-search-page/DealerSearchPage').then((module) => ({ default: module.DealerSearchPage })));

/** The dealer list is critical here: without it the page has nothing to show (outage: 503 in the site layout, decision 0015). */
export const dealerSearchRoute: PageRoute = {
  id: 'dealer-search',
  library: '@carweb/dealer-feature-search',
  routeKey: 'dealerSearch',
  handle: { pageType: 'dealerSearchPage', robots: INDEX_FOLLOW, navType: 'default' },
  async loader({ env, api }) {
    await Promise.all([critical(env.queryClient.ensureQueryData(minimalDealerListQuery(api, 'all'))), searchPage.preload()]);
    return null;
  },
  Component: searchPage.Component,
};
