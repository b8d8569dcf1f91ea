import type { VehicleSearchFilter } from '@carweb/api-contracts';
import { makeByName } from '../../domain/catalog';
import { ACTION_TAGS, BUYING_TAGS, EQUIPMENT, QUALITY_TAGS } from '../../domain/vocabulary';
import type { Option } from '../../domain/labels';
import { distanceKm } from '../../db/sql-functions';
import type { CodedColumn, VehicleIndex } from './vehicle-index';

/** Restrictions that come from the call, not from the visitor's filter. */
export interface VehicleScope {
  /** brand wholesalers only show their own make */
  make: string | null;
  /** dealerSlug: the dealer, its sub-dealers and its vehicle source dealers */
  sellerIds: number[] | null;
  /** year * 12 + month - 1 of "today", to turn registration years into vehicle ages */
  currentYearMonth: number;
  /** leave reserved vehicles out (top cars, similar vehicles) */
  availableOnly?: boolean;
}

export type FacetName =
  | 'make'
  | 'model'
  | 'cond'
  | 'fuel'
  | 'body'
  | 'bodycol'
  | 'trans'
  | 'drive'
  | 'vehtyp'
  | 'efficiency'
  | 'equip'
  | 'qualitytags'
  | 'buyingtags'
  | 'actiontags'
  | 'price'
  | 'rate'
  | 'km'
  | 'year'
  | 'seats';

export interface Predicate {
  /** the facet the predicate belongs to (left out when counting that facet's values); null = always applies */
  facet: FacetName | null;
  test: (row: number) => boolean;
}

const maskOf = (options: readonly Option[], ids: readonly string[]) =>
  ids.reduce((mask, id) => {
    const index = options.findIndex((o) => o.id === id);
    return index < 0 ? mask : mask | (1 << index);
  }, 0);

/** km from a point to every seller, indexed by seller id */
export function sellerDistances(index: VehicleIndex, lat: number, lon: number): Float64Array {
  const distances = new Float64Array(index.maxSellerId + 1).fill(Number.POSITIVE_INFINITY);
  for (const [id, seller] of index.sellers) distances[id] = distanceKm(lat, lon, seller.latitude, seller.longitude);
  return distances;
}

/**
 * The filter semantics of the vehicle list: values of one checkbox filter are alternatives (OR);
 * equipment means "has all of"; ranges are inclusive; a vehicle without leasing never matches a rate
 * range; new vehicles count as registered this year; different filters combine with AND.
 */
export function compilePredicates(index: VehicleIndex, filter: VehicleSearchFilter, scope: VehicleScope): Predicate[] {
  const predicates: Predicate[] = [];
  const add = (facet: FacetName | null, test: (row: number) => boolean) => predicates.push({ facet, test });
  const sellerSet = (ids: Iterable<number>) => {
    const allowed = new Uint8Array(index.maxSellerId + 1);
    for (const id of ids) if (id >= 0 && id <= index.maxSellerId) allowed[id] = 1;
    return allowed;
  };
  const codes = (column: CodedColumn, values: readonly string[]) => {
    const allowed = new Uint8Array(index.dictionaries[column].values.length + 1);
    for (const value of values) {
      const code = index.dictionaries[column].find(value);
      if (code !== undefined) allowed[code] = 1;
    }
    const data = index.coded[column];
    return (row: number) => allowed[data[row]] === 1;
  };

  if (scope.make) add(null, codes('make', [scope.make]));
  if (scope.availableOnly) add(null, (row) => index.reserved[row] === 0);
  if (scope.sellerIds) {
    const allowed = sellerSet(scope.sellerIds);
    add(null, (row) => allowed[index.seller[row]] === 1);
  }
  if (filter.make) add('make', codes('make', [makeByName(filter.make)?.name ?? filter.make]));
  if (filter.model?.length) {
    const ids = new Uint8Array(index.maxModelId + 1);
    const names = new Uint8Array(index.modelNames.values.length + 1);
    for (const model of filter.model) {
      if (/^\d+$/.test(model)) {
        if (Number(model) <= index.maxModelId) ids[Number(model)] = 1;
      } else {
        const code = index.modelNames.find(model.toLowerCase());
        if (code !== undefined) names[code] = 1;
      }
    }
    add('model', (row) => ids[index.modelId[row]] === 1 || names[index.modelName[row]] === 1);
  }
  const codeFilters: [FacetName, CodedColumn, string[] | undefined][] = [
    ['cond', 'cond', filter.cond],
    ['fuel', 'fuel', filter.fuel],
    ['body', 'body', filter.body],
    ['bodycol', 'color', filter.bodycol],
    ['trans', 'trans', filter.trans],
    ['drive', 'drive', filter.drive],
    ['vehtyp', 'vehtyp', filter.vehtyp],
    ['efficiency', 'efficiency', filter.efficiency],
  ];
  for (const [facet, column, values] of codeFilters) if (values?.length) add(facet, codes(column, values));
  if (filter.equip?.length) {
    const mask = maskOf(EQUIPMENT, filter.equip);
    add('equip', (row) => (index.equipment[row] & mask) === mask);
  }
  const tagFilters: [FacetName, Int32Array, readonly Option[], string[] | undefined][] = [
    ['qualitytags', index.quality, QUALITY_TAGS, filter.qualitytags],
    ['buyingtags', index.buying, BUYING_TAGS, filter.buyingtags],
    ['actiontags', index.action, ACTION_TAGS, filter.actiontags],
  ];
  for (const [facet, column, options, values] of tagFilters) {
    if (!values?.length) continue;
    const mask = maskOf(options, values);
    add(facet, (row) => (column[row] & mask) !== 0);
  }
  const range = (facet: FacetName, column: ArrayLike<number>, from?: number, to?: number) => {
    if (from !== undefined) add(facet, (row) => column[row] >= from);
    if (to !== undefined) add(facet, (row) => column[row] <= to);
  };
  range('price', index.price, filter.pricefrom, filter.priceto);
  range('rate', index.rate, filter.ratefrom, filter.rateto);
  range('km', index.mileage, filter.kmfrom, filter.kmto);
  range('seats', index.seats, filter.seatsfrom, filter.seatsto);
  const from = filter.year ?? filter.yearfrom;
  const to = filter.year ?? filter.yearto;
  range(
    'year',
    index.age,
    to === undefined ? undefined : scope.currentYearMonth - (to * 12 + 11),
    from === undefined ? undefined : scope.currentYearMonth - from * 12,
  );
  if (filter.dealerId?.length) {
    const allowed = sellerSet(filter.dealerId);
    add(null, (row) => allowed[index.seller[row]] === 1);
  }
  if (filter.dealerName) {
    const needle = filter.dealerName.toLowerCase();
    const allowed = sellerSet([...index.sellers].filter(([, s]) => s.name.toLowerCase().includes(needle)).map(([id]) => id));
    add(null, (row) => allowed[index.seller[row]] === 1);
  }
  if (filter.matching) {
    const tokens = filter.matching.toLowerCase().split(/\s+/).filter(Boolean);
    add(null, (row) => tokens.every((token) => index.searchText[row].includes(token)));
  }
  if (filter.lat !== undefined && filter.lon !== undefined && filter.radius !== undefined) {
    const distances = sellerDistances(index, filter.lat, filter.lon);
    const radius = filter.radius;
    add(null, (row) => distances[index.seller[row]] <= radius);
  }
  return predicates;
}

function activeTests(predicates: readonly Predicate[], except: readonly FacetName[]) {
  return predicates.filter((p) => p.facet === null || !except.includes(p.facet)).map((p) => p.test);
}

/** Row positions passing every predicate except those of the `except` facets. */
export function matchingRows(index: VehicleIndex, predicates: readonly Predicate[], except: readonly FacetName[] = []): Int32Array {
  const tests = activeTests(predicates, except);
  const out = new Int32Array(index.size);
  let count = 0;
  const n = index.size;
  const k = tests.length;
  rows: for (let row = 0; row < n; row++) {
    for (let t = 0; t < k; t++) if (!tests[t](row)) continue rows;
    out[count++] = row;
  }
  return out.subarray(0, count);
}

/** Marks matching rows in `marked` (cleared first) and returns how many there are; allocates nothing. */
export function markRows(index: VehicleIndex, predicates: readonly Predicate[], marked: Uint8Array): number {
  const tests = activeTests(predicates, []);
  marked.fill(0);
  let count = 0;
  const n = index.size;
  const k = tests.length;
  rows: for (let row = 0; row < n; row++) {
    for (let t = 0; t < k; t++) if (!tests[t](row)) continue rows;
    marked[row] = 1;
    count++;
  }
  return count;
}
