import type { SiteEndpoint } from '@carweb/platform-ssr/server';
import { fairPricesEndpoint } from '@carweb/vehicle-market-feature-fair-price/server';

/** Server only (the app's server entry): the JSON answers the site's features compute for the browser. */
export const SITE_ENDPOINTS: readonly SiteEndpoint[] = [fairPricesEndpoint];
