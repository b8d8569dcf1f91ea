import type { VehicleFilter } from '@carweb/api-contracts';
import { buildUrl, corePath, sharedValue, type ApiContext } from '@carweb/api-http';
import { getVehicleList } from './get-vehicle-list';

/** The prices of the vehicles a filter finds (decision 0048), as few `list` calls can tell them. */
export interface PriceSample {
  /** how many vehicles the filter finds (the list's totalMatches) */
  count: number;
  /** id and price of the cheapest ones, cheapest first: every one when count ≤ PRICE_SAMPLE_SIZE */
  cheapest: { id: number; price: number }[];
  /** only when count > PRICE_SAMPLE_SIZE: the price of the middle vehicle (position ⌈count / 2⌉) and the highest */
  middle: number | null;
  highest: number | null;
}

/** The most a list call answers (the filter's `limit`). */
export const PRICE_SAMPLE_SIZE = 100;
/** A market moves slowly: one sample per filter and hour for every visitor (SPEC §9 cache 3600 s). */
export const PRICE_SAMPLE_TTL_MS = 3_600_000;

const priceOf = (ctx: ApiContext, filter: VehicleFilter, sort: string, limit: number, page: number) =>
  getVehicleList(ctx, { ...filter, sort, limit, page }).then((answer) => answer.vehicles.map((v) => ({ id: v.id, price: v.price.value })));

async function loadSample(ctx: ApiContext, filter: VehicleFilter): Promise<PriceSample> {
  const first = await getVehicleList(ctx, { ...filter, sort: 'price_asc', limit: PRICE_SAMPLE_SIZE, page: 1 });
  const cheapest = first.vehicles.map((vehicle) => ({ id: vehicle.id, price: vehicle.price.value }));
  const count = first.totalMatches;
  if (count <= PRICE_SAMPLE_SIZE) return { count, cheapest, middle: null, highest: null };
  // more than one page: the middle one and the dearest one, one row each, in one round trip
  const [middle, highest] = await Promise.all([
    priceOf(ctx, filter, 'price_asc', 1, Math.ceil(count / 2)),
    priceOf(ctx, filter, 'price_desc', 1, 1),
  ]);
  return { count, cheapest, middle: middle[0]?.price ?? null, highest: highest[0]?.price ?? null };
}

/**
 * GET {core}/list (query filter, no dealerSlug: the whole market), sorted by price: one call when the filter finds
 * at most PRICE_SAMPLE_SIZE vehicles, else three. On the server the sample is shared by every request for
 * PRICE_SAMPLE_TTL_MS (the shared backend cache); only ids and prices are kept.
 */
export function getPriceSample(ctx: ApiContext, filter: VehicleFilter): Promise<PriceSample> {
  const key = `price-sample:${buildUrl(ctx.backends.core, corePath(ctx, 'list'), { locale: ctx.locale, filter })}`;
  return sharedValue(ctx, key, { ttlMs: PRICE_SAMPLE_TTL_MS }, () => loadSample(ctx, filter));
}
