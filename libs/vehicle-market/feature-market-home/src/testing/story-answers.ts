// The sandbox's recorded answers the vehicle market home's stories show (decision 0029), and the site route of its page.
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';

export const KEYS = {
  makes: 'core/*/filter/makes-and-models',
  count: 'core/*/list/count',
  topCars: 'core/*/list/top-cars',
  criteria: 'core/*/filter/search-criteria',
} as const;

const SEGMENT: Partial<Record<Locale, string>> = { de: 'fahrzeugmarkt', fr: 'marche-automobile', it: 'mercato-auto', en: 'vehicle-market' };

/** The page at /{lang}/fahrzeugmarkt on the brand's site (no dealer); another URL (a submitted search) shows a link target. */
export const marketHome = (locale: Locale = 'de') => {
  const path = `/${locale}/${SEGMENT[locale] ?? SEGMENT.de}`;
  return {
    route: {
      url: path,
      path,
      handle: { pageType: 'homepageVehicleMarket', robots: INDEX_FOLLOW, locale },
      outsideDealer: true,
    },
    layout: 'fullscreen',
  };
};

/** A count per request: `count(filter)` of the filter list/count was asked for. */
export const countOf =
  (count: (filter: Record<string, unknown>) => number) =>
  (url: URL): { count: number } => ({ count: count(JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>) });
