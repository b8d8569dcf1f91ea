import type { FilterTag } from '@carweb/api-contracts';
import { getSearchCriteria, marketApi } from '@carweb/api-core';
import { dealerPagePath, sitePagePath, type PageLoaderArgs } from '@carweb/platform-routing';
import { marketFilterSearch, parseMarketFilter, selectionRequest, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { SENT_PARAM } from '../lead-page';

/** The list's filter an alert is about: what it restricts (SPEC §5 allowed parameters only), not page, order or size. */
export function alertFilterOf(request: Request): MarketFilter {
  const { page: _page, sort: _sort, limit: _limit, ...selection } = parseMarketFilter(new URL(request.url).search);
  return selection;
}

/** The filter in words, as the list's chips name it (the core API's filter tags, SPEC §3): "Sportage, Benzin, bis CHF 30'000". */
export const filterInWords = (tags: Pick<FilterTag, 'name'>[]) => tags.map((tag) => tag.name).join(', ');

/** The lead's message: the filter in words, then the list's URL (the URL alone when nothing is filtered). */
export const searchAlertMessage = (words: string, listUrl: string) => (words ? `${words}\n${listUrl}` : listUrl);

/** The list's canonical URL with the filter (canonical parameter order): the dealer's list, or the brand-wide one. */
export function alertListUrl({ env, request, dealer, locale }: PageLoaderArgs, filter: MarketFilter): string {
  const path = dealer ? dealerPagePath(dealer, 'vehicleMarket') : sitePagePath(env.brand, locale, 'vehicleMarket');
  return `${env.origin ?? new URL(request.url).origin}${path}${marketFilterSearch(filter)}`;
}

/**
 * The filter's words from the search criteria (the list asks the same call; not through the query cache, whose options
 * would otherwise move into the list's first load). Words are a courtesy beside the URL: when the core API fails, the
 * alert still names the list by its URL.
 */
export async function alertFilterWords({ api }: PageLoaderArgs, filter: MarketFilter): Promise<string> {
  try {
    return filterInWords((await getSearchCriteria(marketApi(api), selectionRequest(filter))).filterTags);
  } catch {
    return '';
  }
}

/** The thanks step keeps the filter, so the page still says what the alert is about. */
export function alertThanksUrl(request: Request, filter: MarketFilter): string {
  const search = marketFilterSearch(filter);
  return `${new URL(request.url).pathname}${search ? `${search}&` : '?'}${SENT_PARAM}`;
}
