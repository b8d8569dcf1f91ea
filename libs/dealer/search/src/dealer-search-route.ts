import { minimalDealerListQuery } from '@carweb/api-dealer';
import { INDEX_FOLLOW, type PageRoute } from '@carweb/platform-routing';
import { DealerSearchPage } from './dealer-search-page/DealerSearchPage';

/** The dealer list is critical here: without it the page has nothing to show (error boundary). */
export const dealerSearchRoute: PageRoute = {
  id: 'dealer-search',
  routeKey: 'dealerSearch',
  handle: { pageType: 'dealerSearchPage', robots: INDEX_FOLLOW, navType: 'default' },
  async loader({ env, api }) {
    await env.queryClient.ensureQueryData(minimalDealerListQuery(api, 'all'));
    return null;
  },
  Component: DealerSearchPage,
};
