// The sandbox's recorded answers the category pages' stories show (decision 0029): the electric cars page in each
// language and, for its vehicles, the recorded vehicle list narrowed to the request's filter; the labels of filter codes
// as the sandbox's translation call gives them, for the codes a request asks for.
import type { CategoryPage, VehicleListResponse, VehicleTranslationResponse } from '@carweb/api-contracts';
import { recordedAnswer, sandboxAnswer } from '@carweb/shared-testing-msw';

/** The electric cars page's slug per language (the recording's keys). */
export const ELECTRIC_SLUGS = { de: 'elektroautos', fr: 'voitures-electriques', it: 'auto-elettriche', en: 'electric-cars' } as const;
/** MSW paths of the calls, for `pending`, `outage`, `absent`, `answer` (the core API's market prefix is a wildcard). */
export const PATHS = {
  categoryPage: 'core/*/category-pages/*',
  list: 'core/*/list',
  translation: 'core/*/vehicle-translation/translate',
} as const;

export const storyCategoryPage = (locale: keyof typeof ELECTRIC_SLUGS = 'de') =>
  recordedAnswer<CategoryPage>(`core/category-pages/${ELECTRIC_SLUGS[locale]}`, locale);

/** The filter keys the recorded vehicles can be matched on, and the vehicle's field of each. */
const MATCHED = {
  fuel: (vehicle: VehicleListResponse['vehicles'][number]) => vehicle.fuelType.id,
  body: (vehicle: VehicleListResponse['vehicles'][number]) => vehicle.bodyType.id,
  cond: (vehicle: VehicleListResponse['vehicles'][number]) => vehicle.conditionType.id,
} as const;

/** A list call answered from the recorded list (in the call's language): the vehicles the filter selects, up to its limit. */
export function filteredListAnswer(url: URL): VehicleListResponse {
  const recorded = sandboxAnswer(url) as VehicleListResponse;
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  const matching = recorded.vehicles.filter((vehicle) =>
    Object.entries(MATCHED).every(([name, field]) => {
      const wanted = filter[name];
      return !Array.isArray(wanted) || wanted.includes(field(vehicle));
    }),
  );
  const limit = typeof filter['limit'] === 'number' ? filter['limit'] : matching.length;
  return { ...recorded, vehicles: matching.slice(0, limit), totalMatches: matching.length, currentPage: 1 };
}

type Language = 'de' | 'fr' | 'it' | 'en' | 'sl';
/** The sandbox's labels (its vocabulary) of the codes its category pages filter on, per language. */
const LABELS: Record<string, Record<string, Record<Language, string>>> = {
  fuel: {
    electric: { de: 'Elektro', fr: 'Électrique', it: 'Elettrico', en: 'Electric', sl: 'Električni' },
    plugin_hybrid: {
      de: 'Plug-in-Hybrid',
      fr: 'Hybride rechargeable',
      it: 'Ibrido plug-in',
      en: 'Plug-in hybrid',
      sl: 'Priključni hibrid',
    },
  },
  body: { suv: { de: 'SUV / Geländewagen', fr: 'SUV / Tout-terrain', it: 'SUV / Fuoristrada', en: 'SUV', sl: 'SUV' } },
  cond: { new: { de: 'Neu', fr: 'Neuf', it: 'Nuovo', en: 'New', sl: 'Novo' } },
  drive: { awd: { de: 'Allrad', fr: 'Intégrale', it: 'Trazione integrale', en: 'All-wheel drive', sl: 'Štirikolesni pogon' } },
  qualitytags: {
    youngUsedProgramme: {
      de: 'Junge Occasion',
      fr: 'Occasion récente',
      it: 'Occasione recente',
      en: 'Young used car',
      sl: 'Mlado rabljeno',
    },
  },
};

/** A translation call answered like the sandbox: each requested code's label in the call's language, the code itself when it has none. */
export function translationAnswer(url: URL): VehicleTranslationResponse {
  const language = (url.searchParams.get('locale') ?? 'de') as Language;
  const configuration = JSON.parse(url.searchParams.get('configuration') ?? '{}') as Record<string, string | string[]>;
  const translations = Object.fromEntries(
    Object.entries(configuration).map(([name, codes]) => [
      name,
      Object.fromEntries([codes].flat().map((code) => [code, LABELS[name]?.[code]?.[language] ?? code])),
    ]),
  );
  return { translations };
}
