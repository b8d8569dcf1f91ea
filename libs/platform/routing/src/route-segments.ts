import type { Locale } from '@carweb/shared-util-brand';

export type Segments = Partial<Record<Locale, string>>;

/** One row of the segment table: German always, the other languages where the spec gives them. */
interface SegmentRow extends Segments {
  de: string;
  /** further accepted spellings that redirect to the segment, e.g. de "garagen" for "standorte" */
  aliases?: Segments;
}

/**
 * Localized path segments appended to the dealer base path (SPEC §2 table and "other patterns").
 * A language the spec does not give ("not shown", sl/en "todo" markers) is a placeholder: it falls
 * back to the German segment, like a missing message falls back to the German source text.
 */
export const ROUTE_SEGMENTS = {
  buyOnline: { de: 'online-kaufen', fr: 'acheter-en-ligne', it: 'acquistare-online', en: 'buy-online' },
  // SPEC §2 gives buy and leasing one pattern ({base}/{segment}/{id}) but no leasing segment: ours (decision 0019)
  leasingOnline: { de: 'online-leasen', fr: 'leasing-en-ligne', it: 'leasing-online', en: 'lease-online' },
  // the subscription ("move") checkout: no segment in the spec either (decision 0019)
  subscriptionCheckout: {
    de: 'auto-abo-anfragen',
    fr: 'demande-abonnement-auto',
    it: 'richiesta-abbonamento-auto',
    en: 'request-subscription',
  },
  // online sales (SPEC §1 onlineSalesCheckoutPage, "segments not shown"): ours (decision 0019)
  onlineSales: { de: 'online-angebot', fr: 'offre-en-ligne', it: 'offerta-online', en: 'online-offer' },
  testDrive: { de: 'probefahrt', fr: 'essai-sur-route', it: 'giro-di-prova', en: 'test-drive' },
  serviceAppointment: { de: 'terminvereinbarung', fr: 'prendre-un-rendez-vous', it: 'fissare-un-appuntamento', en: 'appointment' },
  promotions: { de: 'aktionen', fr: 'actions', it: 'promozioni' },
  aboutUs: { de: 'ueber-uns', fr: 'a-propos-de-nous', it: 'chi-siamo', en: 'about-us' },
  models: { de: 'modelle', fr: 'modèles', it: 'modelli', en: 'models' },
  // the configurator and the model comparison: no segments in the spec, ours (decision 0034)
  configurator: { de: 'konfigurator', fr: 'configurateur', it: 'configuratore', en: 'configurator' },
  modelCompare: { de: 'modellvergleich', fr: 'comparaison-de-modeles', it: 'confronto-modelli', en: 'compare-models' },
  locations: { de: 'standorte', fr: 'lieux', it: 'luoghi', aliases: { de: 'garagen', fr: 'garages', it: 'garage' } },
  vehicleMarket: { de: 'auto-finden', fr: 'trouver-un-vehicule', it: 'trovare-un-auto', en: 'find-car' },
  // SPEC §2 names menu entries for approved and subscription vehicles but gives no segments: these
  // are placeholders of ours (todo: the content team's wording), sl falls back to German like the others
  approved: { de: 'junge-occasionen', fr: 'occasions-recentes', it: 'occasioni-recenti', en: 'approved-used-cars' },
  subscription: { de: 'auto-abo', fr: 'abonnement-auto', it: 'abbonamento-auto', en: 'car-subscription' },
  vehicleNotAvailable: { de: 'fahrzeug-nicht-verfuegbar', fr: 'vehicule-non-disponible', it: 'veicolo-non-disponibile' },
  promotionUnavailable: { de: 'aktion-nicht-verfuegbar', fr: 'action-non-disponible', it: 'promozione-non-disponibile' },
  brandPages: { de: 'markenseiten', fr: 'pages-de-marques', it: 'pagine-dei-marchi', sl: 'znamke' },
  news: { de: 'news', fr: 'news', it: 'news', en: 'news', sl: 'news' },
  service: { de: 'service', fr: 'service', it: 'service', en: 'services', sl: 'services' },
  // SPEC §2 "Service detail: {base}/service/{slug}" in every language: en and sl keep 'services/{slug}' for service-theme promotions
  serviceDetail: { de: 'service', fr: 'service', it: 'service', en: 'service', sl: 'service' },
  // "Other patterns"
  tradeIn: { de: 'trade-in', fr: 'trade-in', it: 'trade-in', en: 'trade-in', sl: 'trade-in' },
  serviceThemePromotion: { de: 'services', fr: 'services', it: 'services', en: 'services', sl: 'services' },
  reservation: { de: 'reservieren', en: 'reserve-online' },
  // the spec gives de and en; fr and it are ours
  appointment: { de: 'termin-vereinbaren', fr: 'fixer-un-rendez-vous', it: 'prenotare-un-appuntamento', en: 'arrange-appointment' },
  reservationPayment: { de: 'online-reservieren', en: 'reservation-payment-form' },
  unspecificReservationPayment: { de: 'konfiguration-reservieren', en: 'reserve-configuration' },
  distribution: { de: 'kaufoptionen', en: 'purchase-options' },
  // SPEC §2 names {modelTestDrive} and {modelOfferForm} but gives no segments: ours (decision 0021)
  modelTestDrive: { de: 'modell-probefahrt', fr: 'essai-sur-route-modele', it: 'giro-di-prova-modello', en: 'model-test-drive' },
  modelOfferForm: { de: 'modell-offerte', fr: 'offre-modele', it: 'offerta-modello', en: 'model-offer' },
  // a service customer's check-in (SPEC §7 GET check-in/{hash}): the form service's word in every language (decision 0021)
  checkIn: { de: 'check-in', fr: 'check-in', it: 'check-in', en: 'check-in', sl: 'check-in' },
  // contact, newsletter, brochure request and soft lead: SPEC §2 shows no segments (contact, soft lead "not shown"), ours (decision 0021)
  contact: { de: 'kontakt', fr: 'contact', it: 'contatto', en: 'contact' },
  newsletter: { de: 'newsletter', fr: 'newsletter', it: 'newsletter', en: 'newsletter' },
  brochures: { de: 'prospekte', fr: 'brochures', it: 'prospetti', en: 'brochures' },
  softLead: { de: 'informiert-bleiben', fr: 'rester-informe', it: 'restare-informati', en: 'stay-informed' },
  // a search alert below the vehicle list, {vehicleMarket}/{searchAlert} (decision 0049): ours
  searchAlert: { de: 'suchauftrag', fr: 'alerte-recherche', it: 'avviso-di-ricerca', en: 'search-alert' },
  // brand-specific forms (SPEC §7, brand config `brandForms`), site pages: segments not in the spec, ours (decision 0021)
  dailyExpress: { de: 'daily-express', fr: 'daily-express', it: 'daily-express', en: 'daily-express' },
  changeOfAddress: { de: 'adressaenderung', fr: 'changement-d-adresse', it: 'cambio-di-indirizzo', en: 'change-of-address' },
  changeOfName: { de: 'namensaenderung', fr: 'changement-de-nom', it: 'cambio-di-nome', en: 'change-of-name' },
  leasingLiabilities: { de: 'leasingverpflichtungen', fr: 'engagements-de-leasing', it: 'impegni-di-leasing', en: 'leasing-liabilities' },
  myPayments: { de: 'meine-zahlungen', fr: 'mes-paiements', it: 'i-miei-pagamenti', en: 'my-payments' },
  paymentSlip: {
    de: 'einzahlungsschein-bestellen',
    fr: 'commander-un-bulletin-de-versement',
    it: 'ordinare-una-polizza-di-versamento',
    en: 'order-payment-slip',
  },
  notFound: { de: '404', fr: '404', it: '404', en: '404', sl: '404' },
  // the brand's content pages on the site (decision 0037): the content service's own path words, so a
  // content item's localized path is its page's path; campaigns come after promotions, whose words a dealer page keeps
  campaigns: { de: 'aktionen', fr: 'actions', it: 'promozioni', en: 'offers', sl: 'akcije' },
  magazine: { de: 'magazin', fr: 'magazine', it: 'rivista', en: 'magazine', sl: 'revija' },
  jobs: { de: 'jobs', fr: 'emplois', it: 'lavoro', en: 'jobs' },
  // the vehicle market's home and the core API's category pages (decision 0037): ours, not in the spec
  vehicleMarketHome: { de: 'fahrzeugmarkt', fr: 'marche-automobile', it: 'mercato-auto', en: 'vehicle-market' },
  categoryPages: { de: 'kategorie', fr: 'categorie', it: 'categoria', en: 'category' },
  /** not in the spec's table: the page `/` redirects to */
  dealerSearch: { de: 'haendlersuche', fr: 'recherche-de-concessionnaires', it: 'ricerca-concessionari', en: 'dealer-search' },
} satisfies Record<string, SegmentRow>;

export type RouteKey = keyof typeof ROUTE_SEGMENTS;
export const ROUTE_KEYS = Object.keys(ROUTE_SEGMENTS) as RouteKey[];

const row = (key: RouteKey): SegmentRow => ROUTE_SEGMENTS[key];

/** The segment of a route in one locale: brand override, else the table, else the German placeholder. */
export function routeSegment(key: RouteKey, locale: Locale, overrides: Record<string, Segments> = {}): string {
  return overrides[key]?.[locale] ?? row(key)[locale] ?? row(key).de;
}

/** True when the table has no real segment for this locale (the German one stands in). */
export function isPlaceholderSegment(key: RouteKey, locale: Locale, overrides: Record<string, Segments> = {}): boolean {
  return overrides[key]?.[locale] === undefined && row(key)[locale] === undefined;
}

/** Further spellings of a segment that redirect to it (SPEC §2: locations, "garagen also given"). */
export function segmentAliases(key: RouteKey, locale: Locale, overrides: Record<string, Segments> = {}): string[] {
  const alias = row(key).aliases?.[locale];
  return alias && alias !== routeSegment(key, locale, overrides) ? [alias] : [];
}

/**
 * A page's further path with its `{routeKey}` parts localized, e.g. `:subDealerSlug/{aboutUs}` →
 * `:subDealerSlug/a-propos-de-nous` in fr (SPEC §2: our brands at {aboutUs}/{brandPages}, a sub-dealer's about us).
 */
export function localizeSubPath(path: string | undefined, locale: Locale, overrides: Record<string, Segments> = {}): string | undefined {
  return path?.replace(/\{(\w+)\}/g, (part, key: string) =>
    key in ROUTE_SEGMENTS ? routeSegment(key as RouteKey, locale, overrides) : part,
  );
}
