import type { VehicleSearchFilter } from '@carweb/api-contracts';
import { makeByName } from '../../domain/catalog';
import { ACTION_TAGS, BUYING_TAGS, EQUIPMENT, QUALITY_TAGS } from '../../domain/vocabulary';
import type { Option } from '../../domain/labels';

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

export type FacetName = 'make' | 'model' | 'cond' | 'fuel' | 'body' | 'bodycol' | 'trans' | 'drive' | 'vehtyp' | 'efficiency' | 'equip' | 'qualitytags' | 'buyingtags' | 'actiontags' | 'price' | 'rate' | 'km' | 'year' | 'seats';

export interface WhereClause {
  sql: string;
  params: (string | number)[];
}

const maskOf = (options: readonly Option[], ids: readonly string[]) =>
  ids.reduce((mask, id) => {
    const index = options.findIndex((o) => o.id === id);
    return index < 0 ? mask : mask | (1 << index);
  }, 0);

/**
 * Translates a vehicle filter into SQL. Values of one checkbox filter are alternatives (OR);
 * equipment means "has all of"; different filters combine with AND. `except` leaves one facet out
 * (for counts per value of that facet).
 */
export function vehicleWhere(filter: VehicleSearchFilter, scope: VehicleScope, except: FacetName | readonly FacetName[] = []): WhereClause {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: string, ...values: (string | number)[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  const inList = (column: string, values: readonly (string | number)[]) => add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  const skipped = new Set<FacetName>(typeof except === 'string' ? [except] : except);
  const skip = (facet: FacetName) => skipped.has(facet);

  if (scope.make) add('make = ?', scope.make);
  if (scope.availableOnly) add('is_reserved = 0');
  if (scope.sellerIds) inList('seller_id', scope.sellerIds.length ? scope.sellerIds : [-1]);
  if (filter.make && !skip('make')) add('make = ?', makeByName(filter.make)?.name ?? filter.make);
  if (filter.model?.length && !skip('model')) {
    const ids = filter.model.filter((m) => /^\d+$/.test(m)).map(Number);
    const names = filter.model.filter((m) => !/^\d+$/.test(m)).map((m) => m.toLowerCase());
    const parts = [...(ids.length ? [`model_id IN (${ids.map(() => '?').join(', ')})`] : []), ...(names.length ? [`lower(model) IN (${names.map(() => '?').join(', ')})`] : [])];
    add(`(${parts.join(' OR ')})`, ...ids, ...names);
  }
  const codeFilters: [FacetName, string, string[] | undefined][] = [
    ['cond', 'cond', filter.cond], ['fuel', 'fuel', filter.fuel], ['body', 'body', filter.body], ['bodycol', 'color', filter.bodycol],
    ['trans', 'trans', filter.trans], ['drive', 'drive', filter.drive], ['vehtyp', 'vehtyp', filter.vehtyp], ['efficiency', 'efficiency', filter.efficiency],
  ];
  for (const [facet, column, values] of codeFilters) if (values?.length && !skip(facet)) inList(column, values);
  if (filter.equip?.length && !skip('equip')) {
    const mask = maskOf(EQUIPMENT, filter.equip);
    add('(equipment & ?) = ?', mask, mask);
  }
  const tagFilters: [FacetName, string, readonly Option[], string[] | undefined][] = [
    ['qualitytags', 'quality', QUALITY_TAGS, filter.qualitytags], ['buyingtags', 'buying', BUYING_TAGS, filter.buyingtags], ['actiontags', 'action', ACTION_TAGS, filter.actiontags],
  ];
  for (const [facet, column, options, values] of tagFilters) if (values?.length && !skip(facet)) add(`(${column} & ?) != 0`, maskOf(options, values));

  const range = (facet: FacetName, column: string, from?: number, to?: number) => {
    if (skip(facet)) return;
    if (from !== undefined) add(`${column} >= ?`, from);
    if (to !== undefined) add(`${column} <= ?`, to);
  };
  range('price', 'price', filter.pricefrom, filter.priceto);
  range('rate', 'leasing_rate', filter.ratefrom, filter.rateto);
  range('km', 'mileage', filter.kmfrom, filter.kmto);
  range('seats', 'seats', filter.seatsfrom, filter.seatsto);
  if (!skip('year')) {
    const ym = scope.currentYearMonth;
    const from = filter.year ?? filter.yearfrom;
    const to = filter.year ?? filter.yearto;
    // new vehicles (no registration) count as this year's
    if (from !== undefined) add('coalesce(age_months, 0) <= ?', ym - from * 12);
    if (to !== undefined) add('coalesce(age_months, 0) >= ?', ym - (to * 12 + 11));
  }
  if (filter.dealerId?.length) inList('seller_id', filter.dealerId);
  if (filter.dealerName) add('seller_name LIKE ?', `%${filter.dealerName}%`);
  if (filter.matching) for (const token of filter.matching.toLowerCase().split(/\s+/).filter(Boolean)) add('search_text LIKE ?', `%${token}%`);
  if (filter.lat !== undefined && filter.lon !== undefined && filter.radius !== undefined) {
    const dLat = filter.radius / 111;
    const dLon = filter.radius / (111.32 * Math.cos((filter.lat * Math.PI) / 180));
    add('latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?', filter.lat - dLat, filter.lat + dLat, filter.lon - dLon, filter.lon + dLon);
    add('distance_km(latitude, longitude, ?, ?) <= ?', filter.lat, filter.lon, filter.radius);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
