import type Database from 'better-sqlite3';
import type { VehicleSearchFilter } from '@carweb/api-contracts';
import { statementCache } from '../../../db/statement-cache';
import type { Option } from '../../../domain/labels';
import { vehicleWhere, type FacetName, type VehicleScope } from '../vehicle-where';

/** Counts per value of one facet, with every other active filter applied (the facet's own left out). */
export function facetCounts(db: Database.Database) {
  const prepare = statementCache(db);

  const run = <T>(select: string, filter: VehicleSearchFilter, scope: VehicleScope, except: FacetName | FacetName[], tail = '', extra: (string | number)[] = []) => {
    const where = vehicleWhere(filter, scope, except);
    return prepare(`SELECT ${select} FROM vehicles ${where.sql} ${tail}`).all(...extra, ...where.params) as T[];
  };

  return {
    byColumn(column: string, facet: FacetName, filter: VehicleSearchFilter, scope: VehicleScope): Map<string, number> {
      const rows = run<{ value: string; n: number }>(`${column} AS value, count(*) AS n`, filter, scope, facet, `GROUP BY ${column}`);
      return new Map(rows.map((r) => [String(r.value), r.n]));
    },

    byBit(column: string, options: readonly Option[], facet: FacetName, filter: VehicleSearchFilter, scope: VehicleScope): Map<string, number> {
      const sums = options.map((_, i) => `sum((${column} & ${1 << i}) != 0) AS b${i}`).join(', ');
      const [row] = run<Record<string, number | null>>(sums, filter, scope, facet);
      return new Map(options.map((o, i) => [o.id, row?.[`b${i}`] ?? 0]));
    },

    makesAndModels(filter: VehicleSearchFilter, scope: VehicleScope) {
      return run<{ make: string; model_id: number; model: string; n: number }>(
        'make, model_id, model, count(*) AS n', filter, scope, ['make', 'model'], 'GROUP BY make, model_id ORDER BY make, model',
      );
    },

    /** min, max and "how many at most step" counts of a numeric column */
    range(column: string, steps: readonly number[], facet: FacetName, filter: VehicleSearchFilter, scope: VehicleScope) {
      const stepSums = steps.map((_, i) => `sum(${column} <= ?) AS s${i}`).join(', ');
      const [row] = run<Record<string, number | null>>(`min(${column}) AS min, max(${column}) AS max${steps.length ? `, ${stepSums}` : ''}`, filter, scope, facet, '', [...steps]);
      return { min: row?.['min'] ?? null, max: row?.['max'] ?? null, stepCounts: steps.map((_, i) => row?.[`s${i}`] ?? 0) };
    },
  };
}

export type FacetCounts = ReturnType<typeof facetCounts>;
