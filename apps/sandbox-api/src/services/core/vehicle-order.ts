import type { VehicleSort } from '@carweb/api-contracts';
import type { VehicleIndex } from './vehicle-index';

type Comparator = (a: number, b: number) => number;

/** Sort orders over row positions; ties are broken by id like a stable listing would. */
function comparators(index: VehicleIndex): Record<Exclude<VehicleSort, 'distance'>, Comparator> {
  const { id, price, mileage, age, rate, listed, relevance } = index;
  const rateKey = (row: number, descending: boolean) =>
    Number.isNaN(rate[row]) ? Number.POSITIVE_INFINITY : descending ? -rate[row] : rate[row];
  return {
    relevance: (a, b) => relevance[a] - relevance[b] || id[b] - id[a],
    price_asc: (a, b) => price[a] - price[b] || id[a] - id[b],
    price_desc: (a, b) => price[b] - price[a] || id[b] - id[a],
    km_asc: (a, b) => mileage[a] - mileage[b] || id[a] - id[b],
    km_desc: (a, b) => mileage[b] - mileage[a] || id[b] - id[a],
    year_desc: (a, b) => age[a] - age[b] || id[b] - id[a],
    year_asc: (a, b) => age[b] - age[a] || id[a] - id[b],
    rate_asc: (a, b) => rateKey(a, false) - rateKey(b, false) || id[a] - id[b],
    rate_desc: (a, b) => rateKey(a, true) - rateKey(b, true) || id[b] - id[a],
    newest: (a, b) => listed[a] - listed[b] || id[b] - id[a],
  };
}

/** Every row position in each sort order, computed on first use and kept (vehicles do not change). */
export function sortOrders(index: VehicleIndex) {
  const compare = comparators(index);
  const cache = new Map<string, Int32Array>();
  return (sort: Exclude<VehicleSort, 'distance'>): Int32Array => {
    let order = cache.get(sort);
    if (!order) {
      order = Int32Array.from({ length: index.size }, (_, row) => row).sort(compare[sort]);
      cache.set(sort, order);
    }
    return order;
  };
}

/** Rows by distance: sellers nearest first (every vehicle stands at its seller), then by id; marked rows only. */
export function distancePage(index: VehicleIndex, distances: Float64Array, marked: Uint8Array, offset: number, limit: number): number[] {
  const sellers = [...index.rowsBySeller.keys()].sort((a, b) => distances[a] - distances[b] || a - b);
  const page: number[] = [];
  let seen = 0;
  for (const seller of sellers) {
    for (const row of index.rowsBySeller.get(seller) ?? []) {
      if (marked[row] === 1 && seen++ >= offset) {
        page.push(row);
        if (page.length === limit) return page;
      }
    }
  }
  return page;
}

/** The `limit` rows after `offset` of an order, keeping only marked rows. */
export function pageOf(order: Int32Array, marked: Uint8Array, offset: number, limit: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && page.length < limit; i++) {
    const row = order[i];
    if (marked[row] === 1 && seen++ >= offset) page.push(row);
  }
  return page;
}
