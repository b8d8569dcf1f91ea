import type { IntlShape } from 'react-intl';
import type { CategoryPage } from '@carweb/api-contracts';
import { marketApi, vehicleTranslationQuery, type VehicleTranslationConfiguration } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';
import type { Locale } from '@carweb/shared-util-brand';
import { formatNumber, formatPrice, languageOf, type MessageId } from '@carweb/shared-util-i18n';
import type { MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { categoryMarketFilter } from './category-filter';
import { messages } from './messages';

/** The core API's labels of filter codes, by filter name (vehicle-translation/translate). */
export type FilterTranslations = Record<string, Record<string, string>>;

/** One readable part of a category's filter ("Treibstoff: Elektro", "Sitze ab 7") and the filter it stands for alone. */
export interface CategoryChip {
  key: string;
  label: string;
  filter: CategoryPage['filter'];
}

/**
 * The code filters the page names, with the name written before the label; `null`: the label says it alone ("Junge
 * Occasion", "Auto-Abo"). Models and dealers are not translated by the core API and are not shown.
 */
const CODE_FILTERS = {
  cond: messages.filterCond,
  fuel: messages.filterFuel,
  body: messages.filterBody,
  bodycol: messages.filterBodycol,
  trans: messages.filterTrans,
  drive: messages.filterDrive,
  vehtyp: messages.filterVehtyp,
  efficiency: messages.filterEfficiency,
  equip: messages.filterEquip,
  qualitytags: null,
  buyingtags: null,
  actiontags: null,
} as const satisfies Partial<Record<keyof MarketFilter, MessageId | null>>;
type CodeFilter = keyof typeof CODE_FILTERS;

/** The range filters, written with the library's own messages; location, paging and sorting are not the category. */
const RANGE_FILTERS = {
  pricefrom: { message: messages.pricefrom, format: 'price' },
  priceto: { message: messages.priceto, format: 'price' },
  ratefrom: { message: messages.ratefrom, format: 'price' },
  rateto: { message: messages.rateto, format: 'price' },
  year: { message: messages.year, format: 'plain' },
  yearfrom: { message: messages.yearfrom, format: 'plain' },
  yearto: { message: messages.yearto, format: 'plain' },
  kmfrom: { message: messages.kmfrom, format: 'number' },
  kmto: { message: messages.kmto, format: 'number' },
  seatsfrom: { message: messages.seatsfrom, format: 'plain' },
  seatsto: { message: messages.seatsto, format: 'plain' },
} as const satisfies Partial<Record<keyof MarketFilter, { message: MessageId; format: 'price' | 'number' | 'plain' }>>;

const codeFilters = Object.keys(CODE_FILTERS) as CodeFilter[];
const rangeFilters = Object.keys(RANGE_FILTERS) as (keyof typeof RANGE_FILTERS)[];

/**
 * What the translation call asks for: the category's codes by filter name, as the list reads the filter (a code the
 * list drops is not asked for). `null` when the category has no codes: an empty configuration would ask for every
 * code of every vocabulary.
 */
export function categoryTranslationConfiguration(filter: CategoryPage['filter']): VehicleTranslationConfiguration | null {
  const market = categoryMarketFilter(filter);
  const entries = codeFilters.flatMap((name) => {
    const codes = market[name];
    return codes?.length ? [[name, codes] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The labels of the category's codes, on the corporate platform like every vehicle-market call (SPEC §1). */
export const categoryTranslationQuery = (api: ApiContext, configuration: VehicleTranslationConfiguration) =>
  vehicleTranslationQuery(marketApi(api), configuration);

function formatted(value: number, format: 'price' | 'number' | 'plain', locale: Locale): string {
  if (format === 'price') return formatPrice(value, locale);
  if (format === 'number') return formatNumber(value, locale);
  return String(value);
}

/**
 * The category's filter as chips, codes first, then ranges. A code without a label in `translations` (or whose label
 * is only the code again, as a backend answers an unknown code) gives no chip: never a raw code.
 */
export function categoryChips(filter: CategoryPage['filter'], translations: FilterTranslations, intl: IntlShape): CategoryChip[] {
  const market = categoryMarketFilter(filter);
  const locale = languageOf(intl.locale);
  const codes = codeFilters.flatMap((name) =>
    (market[name] ?? []).flatMap((code): CategoryChip[] => {
      const value = translations[name]?.[code]?.trim();
      if (!value || value === code) return [];
      const nameMessage = CODE_FILTERS[name];
      const label = nameMessage ? intl.formatMessage(messages.chip, { name: intl.formatMessage(nameMessage), value }) : value;
      return [{ key: `${name}:${code}`, label, filter: { [name]: [code] } }];
    }),
  );
  const ranges = rangeFilters.flatMap((name): CategoryChip[] => {
    const value = market[name];
    // a bound of 0 narrows nothing (and the number formats leave 0 out, SPEC §5)
    if (!value) return [];
    const { message, format } = RANGE_FILTERS[name];
    return [{ key: name, label: intl.formatMessage(message, { value: formatted(value, format, locale) }), filter: { [name]: value } }];
  });
  return [...codes, ...ranges];
}
