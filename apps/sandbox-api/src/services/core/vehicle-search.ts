import type Database from 'better-sqlite3';
import { VEHICLE_LIST_PAGE_SIZE, type VehicleSearchFilter, type VehicleSort } from '@carweb/api-contracts';
import type { VehicleRecord } from '../../domain/vehicle-record';
import { statementCache } from '../../db/statement-cache';
import { vehicleWhere, type VehicleScope } from './vehicle-where';

const ORDER: Record<Exclude<VehicleSort, 'distance'>, string> = {
  relevance: 'relevance ASC, id DESC',
  price_asc: 'price ASC, id ASC',
  price_desc: 'price DESC, id DESC',
  km_asc: 'mileage ASC, id ASC',
  km_desc: 'mileage DESC, id DESC',
  year_desc: 'coalesce(age_months, 0) ASC, id DESC',
  year_asc: 'coalesce(age_months, 0) DESC, id ASC',
  rate_asc: 'leasing_rate IS NULL, leasing_rate ASC, id ASC',
  rate_desc: 'leasing_rate IS NULL, leasing_rate DESC, id DESC',
  newest: 'listed_days ASC, id DESC',
};

export interface VehiclePage {
  rows: VehicleRecord[];
  totalMatches: number;
  currentPage: number;
  limit: number;
}

export function vehicleSearch(db: Database.Database) {
  const prepare = statementCache(db);

  function orderBy(filter: VehicleSearchFilter): { sql: string; params: number[] } {
    const sort = filter.sort ?? 'relevance';
    if (sort === 'distance') {
      if (filter.lat === undefined || filter.lon === undefined) return { sql: ORDER.relevance, params: [] };
      return { sql: 'distance_km(latitude, longitude, ?, ?) ASC, id ASC', params: [filter.lat, filter.lon] };
    }
    return { sql: ORDER[sort], params: [] };
  }

  return {
    count(filter: VehicleSearchFilter, scope: VehicleScope): number {
      const where = vehicleWhere(filter, scope);
      return (prepare(`SELECT count(*) AS n FROM vehicles ${where.sql}`).get(...where.params) as { n: number }).n;
    },

    page(filter: VehicleSearchFilter, scope: VehicleScope): VehiclePage {
      const limit = filter.limit ?? VEHICLE_LIST_PAGE_SIZE;
      const currentPage = filter.page ?? 1;
      const where = vehicleWhere(filter, scope);
      const order = orderBy(filter);
      const rows = prepare(`SELECT * FROM vehicles ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`).all(
        ...where.params,
        ...order.params,
        limit,
        (currentPage - 1) * limit,
      ) as VehicleRecord[];
      const totalMatches =
        currentPage === 1 && rows.length < limit ? rows.length : this.count(filter, scope);
      return { rows, totalMatches, currentPage, limit };
    },

    byId(id: number): VehicleRecord | undefined {
      return prepare('SELECT * FROM vehicles WHERE id = ?').get(id) as VehicleRecord | undefined;
    },
  };
}

export type VehicleSearch = ReturnType<typeof vehicleSearch>;
