import type { VehicleFilter } from '@carweb/api-contracts';
import { FAIR_PRICES_PATH, fairPricesSearch } from './fair-prices-path';
import type { PackedFairPrice } from './packed-fair-prices';

/** The site's ratings of a list page the browser loaded itself (GET /data/fair-prices, server.ts). */
export async function fetchFairPrices(
  locale: string,
  request: VehicleFilter,
  dealerSlug: string | undefined,
  signal: AbortSignal,
): Promise<PackedFairPrice[]> {
  const response = await fetch(`${FAIR_PRICES_PATH}?${fairPricesSearch(locale, request, dealerSlug)}`, { signal });
  if (!response.ok) throw new Error(`fair prices: ${response.status}`);
  const packed: unknown = await response.json();
  return Array.isArray(packed) ? (packed as PackedFairPrice[]) : [];
}
