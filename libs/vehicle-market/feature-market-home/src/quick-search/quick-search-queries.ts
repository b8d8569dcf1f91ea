import type { QueryClient } from '@tanstack/react-query';
import { makesAndModelsQuery, marketApi, vehicleCountQuery } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';
import { EMPTY_CHOICE, quickSearchCountRequest, type QuickSearchChoice } from './quick-search-model';

/** The brand's makes and models in stock (vehicle market calls go to the corporate platform, SPEC §1). */
export const quickSearchMakesQuery = (api: ApiContext) => makesAndModelsQuery(marketApi(api), {});

/** The vehicles a choice finds (core list/count). */
export const quickSearchCountQuery = (api: ApiContext, choice: QuickSearchChoice) =>
  vehicleCountQuery(marketApi(api), quickSearchCountRequest(choice));

/**
 * What a page with the quick search puts into its server HTML: the makes and models of its selects and the total count.
 * Optional data (decision 0015): never throws; without it the selects offer "all" and the button has no count.
 */
export async function prefetchQuickSearch(queryClient: QueryClient, api: ApiContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(quickSearchMakesQuery(api)),
    queryClient.prefetchQuery(quickSearchCountQuery(api, EMPTY_CHOICE)),
  ]);
}
