import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import { isPlaceholderSegment, localizeSubPath, ROUTE_KEYS, routeSegment, segmentAliases, type RouteKey } from './route-segments';

/** '~' marks a placeholder: the spec does not give the segment ("not shown", todo), German stands in. */
type Row = [RouteKey, de: string, fr: string, it: string, en: string, sl: string];

/** SPEC §2 "Localised path segments" and "Other patterns", row by row, in every language. */
const TABLE: Row[] = [
  ['buyOnline', 'online-kaufen', 'acheter-en-ligne', 'acquistare-online', 'buy-online', '~'],
  ['leasingOnline', 'online-leasen', 'leasing-en-ligne', 'leasing-online', 'lease-online', '~'],
  ['subscriptionCheckout', 'auto-abo-anfragen', 'demande-abonnement-auto', 'richiesta-abbonamento-auto', 'request-subscription', '~'],
  ['onlineSales', 'online-angebot', 'offre-en-ligne', 'offerta-online', 'online-offer', '~'],
  ['testDrive', 'probefahrt', 'essai-sur-route', 'giro-di-prova', 'test-drive', '~'],
  ['serviceAppointment', 'terminvereinbarung', 'prendre-un-rendez-vous', 'fissare-un-appuntamento', 'appointment', '~'],
  ['promotions', 'aktionen', 'actions', 'promozioni', '~', '~'],
  ['aboutUs', 'ueber-uns', 'a-propos-de-nous', 'chi-siamo', 'about-us', '~'],
  ['models', 'modelle', 'modèles', 'modelli', 'models', '~'],
  ['configurator', 'konfigurator', 'configurateur', 'configuratore', 'configurator', '~'],
  ['modelCompare', 'modellvergleich', 'comparaison-de-modeles', 'confronto-modelli', 'compare-models', '~'],
  ['locations', 'standorte', 'lieux', 'luoghi', '~', '~'],
  ['vehicleMarket', 'auto-finden', 'trouver-un-vehicule', 'trovare-un-auto', 'find-car', '~'],
  // not in the spec: our placeholder names (route-segments.ts)
  ['approved', 'junge-occasionen', 'occasions-recentes', 'occasioni-recenti', 'approved-used-cars', '~'],
  ['subscription', 'auto-abo', 'abonnement-auto', 'abbonamento-auto', 'car-subscription', '~'],
  ['vehicleNotAvailable', 'fahrzeug-nicht-verfuegbar', 'vehicule-non-disponible', 'veicolo-non-disponibile', '~', '~'],
  ['promotionUnavailable', 'aktion-nicht-verfuegbar', 'action-non-disponible', 'promozione-non-disponibile', '~', '~'],
  ['brandPages', 'markenseiten', 'pages-de-marques', 'pagine-dei-marchi', '~', 'znamke'],
  ['news', 'news', 'news', 'news', 'news', 'news'],
  ['service', 'service', 'service', 'service', 'services', 'services'],
  ['serviceDetail', 'service', 'service', 'service', 'service', 'service'],
  ['tradeIn', 'trade-in', 'trade-in', 'trade-in', 'trade-in', 'trade-in'],
  ['serviceThemePromotion', 'services', 'services', 'services', 'services', 'services'],
  ['reservation', 'reservieren', '~', '~', 'reserve-online', '~'],
  ['appointment', 'termin-vereinbaren', 'fixer-un-rendez-vous', 'prenotare-un-appuntamento', 'arrange-appointment', '~'],
  ['reservationPayment', 'online-reservieren', '~', '~', 'reservation-payment-form', '~'],
  ['unspecificReservationPayment', 'konfiguration-reservieren', '~', '~', 'reserve-configuration', '~'],
  ['distribution', 'kaufoptionen', '~', '~', 'purchase-options', '~'],
  ['modelTestDrive', 'modell-probefahrt', 'essai-sur-route-modele', 'giro-di-prova-modello', 'model-test-drive', '~'],
  ['campaigns', 'aktionen', 'actions', 'promozioni', 'offers', 'akcije'],
  ['magazine', 'magazin', 'magazine', 'rivista', 'magazine', 'revija'],
  ['jobs', 'jobs', 'emplois', 'lavoro', 'jobs', '~'],
  ['vehicleMarketHome', 'fahrzeugmarkt', 'marche-automobile', 'mercato-auto', 'vehicle-market', '~'],
  ['categoryPages', 'kategorie', 'categorie', 'categoria', 'category', '~'],
  ['modelOfferForm', 'modell-offerte', 'offre-modele', 'offerta-modello', 'model-offer', '~'],
  ['checkIn', 'check-in', 'check-in', 'check-in', 'check-in', 'check-in'],
  ['contact', 'kontakt', 'contact', 'contatto', 'contact', '~'],
  ['newsletter', 'newsletter', 'newsletter', 'newsletter', 'newsletter', '~'],
  ['brochures', 'prospekte', 'brochures', 'prospetti', 'brochures', '~'],
  ['softLead', 'informiert-bleiben', 'rester-informe', 'restare-informati', 'stay-informed', '~'],
  ['searchAlert', 'suchauftrag', 'alerte-recherche', 'avviso-di-ricerca', 'search-alert', '~'],
  ['dailyExpress', 'daily-express', 'daily-express', 'daily-express', 'daily-express', '~'],
  ['changeOfAddress', 'adressaenderung', 'changement-d-adresse', 'cambio-di-indirizzo', 'change-of-address', '~'],
  ['changeOfName', 'namensaenderung', 'changement-de-nom', 'cambio-di-nome', 'change-of-name', '~'],
  ['leasingLiabilities', 'leasingverpflichtungen', 'engagements-de-leasing', 'impegni-di-leasing', 'leasing-liabilities', '~'],
  ['myPayments', 'meine-zahlungen', 'mes-paiements', 'i-miei-pagamenti', 'my-payments', '~'],
  [
    'paymentSlip',
    'einzahlungsschein-bestellen',
    'commander-un-bulletin-de-versement',
    'ordinare-una-polizza-di-versamento',
    'order-payment-slip',
    '~',
  ],
  ['notFound', '404', '404', '404', '404', '404'],
  ['dealerSearch', 'haendlersuche', 'recherche-de-concessionnaires', 'ricerca-concessionari', 'dealer-search', '~'],
];

const cases = TABLE.flatMap(([key, ...segments]) =>
  LOCALES.map((locale, index) => [key, locale, segments[index], segments[0]] as [RouteKey, Locale, string, string]),
);

describe('localized route segments (SPEC §2)', () => {
  it('the table above covers every route key', () => {
    expect(TABLE.map(([key]) => key).sort()).toEqual([...ROUTE_KEYS].sort());
  });

  it.each(cases)('%s in %s is %s', (key, locale, expected, german) => {
    const placeholder = expected === '~';
    expect(routeSegment(key, locale)).toBe(placeholder ? german : expected);
    expect(isPlaceholderSegment(key, locale)).toBe(placeholder);
  });

  it('brand overrides win over the table and are never placeholders', () => {
    expect(routeSegment('locations', 'de', { locations: { de: 'garagen' } })).toBe('garagen');
    expect(isPlaceholderSegment('promotions', 'en', { promotions: { en: 'offers' } })).toBe(false);
  });

  it('locations also accepts garagen / garages / garage, unless the brand already uses it', () => {
    expect(segmentAliases('locations', 'de')).toEqual(['garagen']);
    expect(segmentAliases('locations', 'fr')).toEqual(['garages']);
    expect(segmentAliases('locations', 'it')).toEqual(['garage']);
    expect(segmentAliases('locations', 'en')).toEqual([]);
    expect(segmentAliases('locations', 'de', { locations: { de: 'garagen' } })).toEqual([]);
    expect(segmentAliases('aboutUs', 'de')).toEqual([]);
  });

  it('localizes the {routeKey} parts of a further path and leaves params and unknown keys alone', () => {
    expect(localizeSubPath('{brandPages}', 'fr')).toBe('pages-de-marques');
    expect(localizeSubPath(':subDealerSlug/{aboutUs}', 'it')).toBe(':subDealerSlug/chi-siamo');
    expect(localizeSubPath(':subDealerSlug/{aboutUs}', 'de', { aboutUs: { de: 'wir' } })).toBe(':subDealerSlug/wir');
    expect(localizeSubPath(':slug/{nothing}', 'de')).toBe(':slug/{nothing}');
    expect(localizeSubPath(undefined, 'de')).toBeUndefined();
  });
});
