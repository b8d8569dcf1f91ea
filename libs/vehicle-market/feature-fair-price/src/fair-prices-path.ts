import type { VehicleFilter } from '@carweb/api-contracts';

/** Where the browser asks the site for the ratings of a list page it loaded itself (the server computes them). */
export const FAIR_PRICES_PATH = '/data/fair-prices';

/** The query string of the site's answer for one list page (the list call's filter and dealer, as the page sends them). */
export function fairPricesSearch(locale: string, request: VehicleFilter, dealerSlug: string | undefined): string {
  const search = new URLSearchParams({ locale, filter: JSON.stringify(request) });
  if (dealerSlug) search.set('dealerSlug', dealerSlug);
  return search.toString();
}
