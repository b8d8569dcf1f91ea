import type { VehicleSearchFilter } from '@carweb/api-contracts';
import type { Option } from '../../../domain/labels';
import { MODELS } from '../../../domain/catalog';
import type { CodedColumn } from '../vehicle-index';
import { compilePredicates, matchingRows, type FacetName, type VehicleScope } from '../vehicle-predicates';
import type { VehicleSearch } from '../vehicle-search';

const MODEL_NAMES = new Map(MODELS.map((m) => [m.id, m.name]));

/**
 * Counts per value of a facet with every other active filter applied (the facet's own filter left
 * out), so a checkbox shows how many vehicles ticking it would add. Match sets are shared between
 * facets that leave out the same active filters.
 */
export function facetCounter(search: VehicleSearch, filter: VehicleSearchFilter, scope: VehicleScope) {
  const { index } = search;
  const predicates = compilePredicates(index, filter, scope);
  const memo = new Map<string, Int32Array>();
  const rows = (except: readonly FacetName[]) => {
    const active = except.filter((facet) => predicates.some((p) => p.facet === facet));
    const key = active.join(',');
    let found = memo.get(key);
    if (!found) {
      found = matchingRows(index, predicates, active);
      memo.set(key, found);
    }
    return found;
  };

  return {
    byColumn(column: CodedColumn, facet: FacetName): Map<string, number> {
      const counts = new Array<number>(index.dictionaries[column].values.length).fill(0);
      const data = index.coded[column];
      for (const row of rows([facet])) counts[data[row]]++;
      return new Map(index.dictionaries[column].values.map((value, code) => [value, counts[code]]));
    },

    byBit(column: Int32Array, options: readonly Option[], facet: FacetName): Map<string, number> {
      const counts = options.map(() => 0);
      for (const row of rows([facet])) {
        const value = column[row];
        for (let bit = 0; bit < options.length; bit++) if (value & (1 << bit)) counts[bit]++;
      }
      return new Map(options.map((o, bit) => [o.id, counts[bit]]));
    },

    makesAndModels(): { make: string; modelId: number; model: string; count: number }[] {
      const counts = new Map<number, { make: string; count: number }>();
      for (const row of rows(['make', 'model'])) {
        const modelId = index.modelId[row];
        const entry = counts.get(modelId) ?? { make: index.dictionaries.make.values[index.coded.make[row]], count: 0 };
        entry.count++;
        counts.set(modelId, entry);
      }
      return [...counts]
        .map(([modelId, { make, count }]) => ({ make, modelId, model: MODEL_NAMES.get(modelId) ?? String(modelId), count }))
        .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
    },

    /** min, max (NaN values ignored) and "how many at most step" counts of a numeric column */
    range(
      column: ArrayLike<number>,
      steps: readonly number[],
      facet: FacetName,
    ): { min: number | null; max: number | null; stepCounts: number[] } {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      const stepCounts = steps.map(() => 0);
      for (const row of rows([facet])) {
        const value = column[row];
        if (Number.isNaN(value)) continue;
        if (value < min) min = value;
        if (value > max) max = value;
        for (let s = 0; s < steps.length; s++) if (value <= steps[s]) stepCounts[s]++;
      }
      return { min: Number.isFinite(min) ? min : null, max: Number.isFinite(max) ? max : null, stepCounts };
    },
  };
}

export type FacetCounter = ReturnType<typeof facetCounter>;
