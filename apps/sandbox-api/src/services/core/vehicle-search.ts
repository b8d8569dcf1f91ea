import type Database from 'better-sqlite3';
import { VEHICLE_LIST_PAGE_SIZE, type VehicleSearchFilter } from '@carweb/api-contracts';
import type { VehicleRecord } from '../../domain/vehicle-record';
import { statementCache } from '../../db/statement-cache';
import { VehicleIndex } from './vehicle-index';
import { compilePredicates, markRows, matchingRows, sellerDistances, type FacetName, type VehicleScope } from './vehicle-predicates';
import { distancePage, pageOf, sortOrders } from './vehicle-order';
import { must } from '../../domain/must';

export interface VehiclePage {
  rows: VehicleRecord[];
  totalMatches: number;
  currentPage: number;
  limit: number;
}

/** Vehicle search: the in-memory index filters, counts and orders; SQLite serves the page rows. */
export function vehicleSearch(db: Database.Database) {
  const index = VehicleIndex.load(db);
  const orders = sortOrders(index);
  const byId = db.prepare('SELECT * FROM vehicles WHERE id = ?');
  const prepare = statementCache(db);
  const rowsByIds = (ids: number[]): VehicleRecord[] => {
    if (!ids.length) return [];
    const rows = prepare(`SELECT * FROM vehicles WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as VehicleRecord[];
    const byKey = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => must(byKey.get(id), `vehicle ${id}`));
  };
  const matches = (filter: VehicleSearchFilter, scope: VehicleScope, except: readonly FacetName[] = []) =>
    matchingRows(index, compilePredicates(index, filter, scope), except);
  /** reused between calls (handlers run one at a time): no per-request allocation of index-sized arrays */
  const marked = new Uint8Array(index.size);

  const setReserved = db.prepare('UPDATE vehicles SET is_reserved = 1 WHERE id = ?');

  return {
    index,
    matches,

    /** A reservation paid for: the vehicle shows the reserved notice and takes no more orders (decision 0019). */
    reserve(id: number): void {
      setReserved.run(id);
      const row = index.positionById.get(id);
      if (row !== undefined) index.reserved[row] = 1;
    },

    count: (filter: VehicleSearchFilter, scope: VehicleScope): number => markRows(index, compilePredicates(index, filter, scope), marked),

    page(filter: VehicleSearchFilter, scope: VehicleScope): VehiclePage {
      const limit = filter.limit ?? VEHICLE_LIST_PAGE_SIZE;
      const currentPage = filter.page ?? 1;
      const totalMatches = markRows(index, compilePredicates(index, filter, scope), marked);
      const offset = (currentPage - 1) * limit;
      const sort = filter.sort ?? 'relevance';
      const page =
        sort === 'distance' && filter.lat !== undefined && filter.lon !== undefined
          ? distancePage(index, sellerDistances(index, filter.lat, filter.lon), marked, offset, limit)
          : pageOf(orders(sort === 'distance' ? 'relevance' : sort), marked, offset, limit);
      return { rows: rowsByIds(page.map((row) => index.id[row])), totalMatches, currentPage, limit };
    },

    /** Same model, or same body and fuel, within ±30 % of the price; same model and nearest price first. */
    similar(vehicle: VehicleRecord, scope: VehicleScope, limit: number): VehicleRecord[] {
      const candidates = Array.from(
        matches({ pricefrom: vehicle.price * 0.7, priceto: vehicle.price * 1.3 }, { ...scope, availableOnly: true }),
      ).filter((row) => {
        if (index.id[row] === vehicle.id) return false;
        if (index.modelId[row] === vehicle.model_id) return true;
        return (
          index.dictionaries.body.values[index.coded.body[row]] === vehicle.body &&
          index.dictionaries.fuel.values[index.coded.fuel[row]] === vehicle.fuel
        );
      });
      const rank = (row: number) => (index.modelId[row] === vehicle.model_id ? 0 : 1e9) + Math.abs(index.price[row] - vehicle.price);
      candidates.sort((a, b) => rank(a) - rank(b) || index.id[a] - index.id[b]);
      return rowsByIds(candidates.slice(0, limit).map((row) => index.id[row]));
    },

    byId: (id: number) => byId.get(id) as VehicleRecord | undefined,
  };
}

export type VehicleSearch = ReturnType<typeof vehicleSearch>;
