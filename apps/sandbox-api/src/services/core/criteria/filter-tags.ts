import type { FilterName, FilterTag, VehicleSearchFilter } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import { labelOf, type Option } from '../../../domain/labels';
import {
  ACTION_TAGS,
  BODIES,
  BUYING_TAGS,
  COLORS,
  CONDITIONS,
  DRIVES,
  EQUIPMENT,
  FUELS,
  QUALITY_TAGS,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../../../domain/vocabulary';
import { formatChf, formatKm } from '../../../domain/format';
import { MODELS } from '../../../domain/catalog';
import { fromLabel, toLabel } from './criteria-labels';

const CODE_FILTERS: [FilterName, keyof VehicleSearchFilter, readonly Option[] | null][] = [
  ['cond', 'cond', CONDITIONS],
  ['fuel', 'fuel', FUELS],
  ['body', 'body', BODIES],
  ['bodycol', 'bodycol', COLORS],
  ['trans', 'trans', TRANSMISSIONS],
  ['drive', 'drive', DRIVES],
  ['vehtyp', 'vehtyp', VEHICLE_TYPES],
  ['efficiency', 'efficiency', null],
  ['equip', 'equip', EQUIPMENT],
  ['qualitytags', 'qualitytags', QUALITY_TAGS],
  ['buyingtags', 'buyingtags', BUYING_TAGS],
  ['actiontags', 'actiontags', ACTION_TAGS],
];

/** The chips above the list: one per active filter value (SPEC §3 filter tag: category, id, name). */
export function filterTags(filter: VehicleSearchFilter, locale: Locale): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filter.make) tags.push({ category: 'model', id: filter.make, name: filter.make });
  for (const model of filter.model ?? []) {
    const name = MODELS.find((m) => String(m.id) === model)?.name ?? model;
    tags.push({ category: 'model', id: model, name });
  }
  for (const [category, key, options] of CODE_FILTERS) {
    for (const id of (filter[key] as string[] | undefined) ?? [])
      tags.push({ category, id, name: options ? labelOf(options, id, locale) : id });
  }
  const range = (
    category: FilterName,
    from: number | undefined,
    to: number | undefined,
    format: (n: number) => string,
    fromId: string,
    toId: string,
  ) => {
    if (from !== undefined) tags.push({ category, id: fromId, name: fromLabel(locale, format(from)) });
    if (to !== undefined) tags.push({ category, id: toId, name: toLabel(locale, format(to)) });
  };
  range('price', filter.pricefrom, filter.priceto, formatChf, 'pricefrom', 'priceto');
  range('leasing_rate_steps', filter.ratefrom, filter.rateto, formatChf, 'ratefrom', 'rateto');
  range('km', filter.kmfrom, filter.kmto, formatKm, 'kmfrom', 'kmto');
  range('seats', filter.seatsfrom, filter.seatsto, String, 'seatsfrom', 'seatsto');
  if (filter.year !== undefined) tags.push({ category: 'year', id: 'year', name: String(filter.year) });
  else range('year', filter.yearfrom, filter.yearto, String, 'yearfrom', 'yearto');
  if (filter.radius !== undefined && filter.lat !== undefined)
    tags.push({ category: 'location', id: 'radius', name: formatKm(filter.radius) });
  if (filter.matching) tags.push({ category: 'matching', id: 'matching', name: filter.matching });
  return tags;
}
