import type { SearchCriteriaResponse, SearchFilter, VehicleSearchFilter } from '@carweb/api-contracts';
import { VEHICLE_SORT_OPTIONS } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { Option } from '../../../domain/labels';
import {
  ACTION_TAGS,
  BODIES,
  BUYING_TAGS,
  COLORS,
  CONDITIONS,
  DRIVES,
  EFFICIENCY_CLASSES,
  EQUIPMENT,
  FUELS,
  QUALITY_TAGS,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../../../domain/vocabulary';
import { formatChf, formatKm, formatNumber } from '../../../domain/format';
import type { FacetName, VehicleScope } from '../vehicle-predicates';
import type { CodedColumn, VehicleIndex } from '../vehicle-index';
import type { FacetCounter } from './facet-counts';
import { FILTER_LABELS, SORT_LABELS, STEPS, toLabel } from './criteria-labels';
import { filterTags } from './filter-tags';

type Entry = Omit<SearchFilter, 'label'>;

/** filter/search-criteria: every filter name of SPEC §3 with its input type, values and counts. */
export function searchCriteria(
  counts: FacetCounter,
  index: VehicleIndex,
  filter: VehicleSearchFilter,
  scope: VehicleScope,
  locale: Locale,
  totalMatches: number,
): SearchCriteriaResponse {
  const checkboxes = (
    identifier: Entry['identifier'] & FacetName,
    inputType: Entry['inputType'],
    column: CodedColumn,
    options: readonly (Option & { hex?: string })[],
  ): Entry => {
    const byValue = counts.byColumn(column, identifier);
    return {
      identifier,
      inputType,
      urlParameters: [identifier],
      values: options.map((o) => ({ id: o.id, name: o.label[locale], count: byValue.get(o.id) ?? 0, ...(o.hex ? { hex: o.hex } : {}) })),
    };
  };
  const tags = (identifier: Entry['identifier'] & FacetName, column: Int32Array, options: readonly Option[]): Entry => {
    const byValue = counts.byBit(column, options, identifier);
    return {
      identifier,
      inputType: identifier === 'equip' ? 'checkboxList' : 'tags',
      urlParameters: [identifier],
      values: options.map((o) => ({ id: o.id, name: o.label[locale], count: byValue.get(o.id) ?? 0 })),
    };
  };
  const steps = (
    identifier: Entry['identifier'],
    inputType: Entry['inputType'],
    column: ArrayLike<number>,
    facet: FacetName,
    values: readonly number[],
    format: (n: number) => string,
    urlParameters: string[],
  ): Entry => {
    const range = counts.range(column, values, facet);
    return {
      identifier,
      inputType,
      urlParameters,
      min: range.min ?? undefined,
      max: range.max ?? undefined,
      values: values.map((value, i) => ({ value, label: toLabel(locale, format(value)), count: range.stepCounts[i] })),
    };
  };

  const models = counts.makesAndModels();
  const makes = [...new Set(models.map((m) => m.make))].map((make) => {
    const children = models.filter((m) => m.make === make).map((m) => ({ id: String(m.modelId), name: m.model, count: m.count }));
    return { id: make, name: make, count: children.reduce((sum, c) => sum + c.count, 0), children };
  });
  const year = counts.range(index.age, [], 'year');
  const newest = year.min === null ? 0 : Math.floor((scope.currentYearMonth - year.min) / 12);
  const oldest = year.max === null ? 1 : Math.floor((scope.currentYearMonth - year.max) / 12);
  const years = Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, i) => newest - i);
  const sort = filter.sort ?? 'relevance';

  const entries: Entry[] = [
    { identifier: 'model', inputType: 'checkboxListWithTopSelection', urlParameters: ['make', 'model'], values: makes },
    checkboxes('cond', 'checkboxList', 'cond', CONDITIONS),
    checkboxes('fuel', 'checkboxList', 'fuel', FUELS),
    checkboxes('body', 'checkboxIconList', 'body', BODIES),
    checkboxes('bodycol', 'checkboxColorList', 'color', COLORS),
    checkboxes('trans', 'checkboxList', 'trans', TRANSMISSIONS),
    checkboxes('drive', 'checkboxList', 'drive', DRIVES),
    checkboxes('vehtyp', 'checkboxList', 'vehtyp', VEHICLE_TYPES),
    checkboxes(
      'efficiency',
      'checkboxEfficiencyList',
      'efficiency',
      EFFICIENCY_CLASSES.map((c) => ({ id: c, label: { de: c, fr: c, it: c, en: c, sl: c } })),
    ),
    tags('equip', index.equipment, EQUIPMENT),
    tags('qualitytags', index.quality, QUALITY_TAGS),
    tags('buyingtags', index.buying, BUYING_TAGS),
    tags('actiontags', index.action, ACTION_TAGS),
    steps('price', 'range', index.price, 'price', [], formatChf, ['pricefrom', 'priceto']),
    steps('price_steps', 'rangeSelect', index.price, 'price', STEPS.price, formatChf, ['pricefrom', 'priceto']),
    steps('priceBuy', 'rangeSelectTabs', index.price, 'price', STEPS.price, formatChf, ['pricefrom', 'priceto', 'ratefrom', 'rateto']),
    steps('leasing_rate_steps', 'rangeSelect', index.rate, 'rate', STEPS.rate, formatChf, ['ratefrom', 'rateto']),
    steps('km', 'rangeSelect', index.mileage, 'km', STEPS.km, formatKm, ['kmfrom', 'kmto']),
    steps('seats', 'range', index.seats, 'seats', STEPS.seats, formatNumber, ['seatsfrom', 'seatsto']),
    {
      identifier: 'year',
      inputType: 'rangeSelect',
      urlParameters: ['yearfrom', 'yearto', 'year'],
      values: years.map((y) => ({ value: y, label: String(y) })),
    },
    {
      identifier: 'location',
      inputType: 'location',
      urlParameters: ['lat', 'lon', 'radius'],
      values: STEPS.radius.map((r) => ({ value: r, label: formatKm(r) })),
    },
    { identifier: 'matching', inputType: 'checkbox', urlParameters: ['matching'], values: [] },
    {
      identifier: 'sorting',
      inputType: 'checkboxList',
      urlParameters: ['sort'],
      values: VEHICLE_SORT_OPTIONS.map((id) => ({ id, name: SORT_LABELS[id][locale] })),
    },
  ];

  return {
    sorting: VEHICLE_SORT_OPTIONS.filter((id) => id !== 'distance' || filter.lat !== undefined).map((id) => ({
      id,
      name: SORT_LABELS[id][locale],
      selected: id === sort,
    })),
    filter: entries.map((entry) => ({ ...entry, label: FILTER_LABELS[entry.identifier][locale] })),
    filterTags: filterTags(filter, locale),
    totalMatches,
  };
}
