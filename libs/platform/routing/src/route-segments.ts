import type { Locale } from '@carweb/shared-util-brand';

type Segments = Partial<Record<Locale, string>>;

/**
 * Localized path segments appended to the dealer base path (SPEC §2).
 * A locale without an entry has no such page ("not shown" in the spec).
 */
export const ROUTE_SEGMENTS = {
  buyOnline: { de: 'online-kaufen', fr: 'acheter-en-ligne', it: 'acquistare-online', en: 'buy-online' },
  testDrive: { de: 'probefahrt', fr: 'essai-sur-route', it: 'giro-di-prova', en: 'test-drive' },
  serviceAppointment: {
    de: 'terminvereinbarung',
    fr: 'prendre-un-rendez-vous',
    it: 'fissare-un-appuntamento',
    en: 'appointment',
  },
  promotions: { de: 'aktionen', fr: 'actions', it: 'promozioni' },
  aboutUs: { de: 'ueber-uns', fr: 'a-propos-de-nous', it: 'chi-siamo', en: 'about-us' },
  models: { de: 'modelle', fr: 'modèles', it: 'modelli', en: 'models' },
  locations: { de: 'standorte', fr: 'lieux', it: 'luoghi' },
  vehicleMarket: { de: 'auto-finden', fr: 'trouver-un-vehicule', it: 'trovare-un-auto', en: 'find-car' },
  vehicleNotAvailable: {
    de: 'fahrzeug-nicht-verfuegbar',
    fr: 'vehicule-non-disponible',
    it: 'veicolo-non-disponibile',
  },
  promotionUnavailable: {
    de: 'aktion-nicht-verfuegbar',
    fr: 'action-non-disponible',
    it: 'promozione-non-disponibile',
  },
  brandPages: { de: 'markenseiten', fr: 'pages-de-marques', it: 'pagine-dei-marchi', sl: 'znamke' },
  news: { de: 'news', fr: 'news', it: 'news', en: 'news', sl: 'news' },
  service: { de: 'service', fr: 'service', it: 'service', en: 'services', sl: 'services' },
  notFound: { de: '404', fr: '404', it: '404', en: '404', sl: '404' },
  /** not in the spec's table: the page `/` redirects to */
  dealerSearch: { de: 'haendlersuche', fr: 'recherche-de-concessionnaires', it: 'ricerca-concessionari', en: 'dealer-search' },
} satisfies Record<string, Segments>;

export type RouteKey = keyof typeof ROUTE_SEGMENTS;

/** The segment of a route in one locale, with a brand's overrides applied; undefined = no such page. */
export function routeSegment(
  key: RouteKey,
  locale: Locale,
  overrides: Record<string, Segments> = {},
): string | undefined {
  return overrides[key]?.[locale] ?? (ROUTE_SEGMENTS[key] as Segments)[locale];
}
