// The page types of the kia site (docs/routes/kia.md), one sample URL each that answers on the sandbox's seeded data,
// plus the files beside the pages. `route` is the page's id in the route table (route-coverage.ts checks that every
// page of the table has a sample here); `expect` is its answer without faults.

const DEALER = '/de/haendler/auto-zentrum-zuerich';
/** a seeded vehicle of the dealer with every checkout (buy, lease, test drive, reservation, online offer) */
const VEHICLE = 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006';
/** a seeded subscription vehicle (the subscription checkout needs one) */
const SUBSCRIPTION_VEHICLE = 'kia-ceed-1-6-t-gdi-phev-gt-100012';

export type PageLocale = 'de' | 'fr' | 'it';

export interface PageSample {
  /** the route's id in docs/routes/kia.md, or a file beside the pages */
  route: string;
  path: string;
  locale: PageLocale;
  /** html: a page in the site's chrome; file: sitemap.xml, robots.txt (an outage answers plain text) */
  kind: 'html' | 'file';
  /** the status without faults */
  expect: number;
}

const page = (route: string, path: string, expect = 200, locale: PageLocale = 'de'): PageSample => ({
  route,
  path,
  locale,
  kind: 'html',
  expect,
});

/** Every sample; `checkInHash` is a service appointment's check-in, booked on the sandbox before the run. */
export function pageSamples(checkInHash: string): PageSample[] {
  return [
    page('root', '/', 302),
    // the brand's front doors and content (decision 0037)
    page('corporate-home', '/de'),
    page('vehicle-market-home', '/de/fahrzeugmarkt'),
    page('campaign-list', '/de/aktionen'),
    page('content-news-list', '/de/news'),
    page('campaign-page', '/de/aktionen/leasing-stonic'),
    page('content-news-page', '/de/news/tag-der-offenen-tuer'),
    page('magazine', '/de/magazin?page=2'),
    page('magazine-article', '/de/magazin/zuhause-laden-so-gehts'),
    page('jobs', '/de/jobs'),
    page('category-page', '/de/kategorie/elektroautos'),
    page('dealer-search', '/de/haendlersuche'),
    page('contact-corporate', '/de/kontakt'),
    page('vehicle-market-brand-list', '/de/auto-finden'),
    // the search alert of a list's filter (decision 0049): the brand-wide market's and a dealer's
    page('search-alert-brand', '/de/auto-finden/suchauftrag?fuel[]=electric'),
    page('vehicle-market-brand-approved', '/de/junge-occasionen'),
    page('vehicle-market-brand-subscription', '/de/auto-abo'),
    page('vehicle-market-brand-detail', `/de/auto-finden/${VEHICLE}`),
    page('vehicle-market-brand-not-available', '/de/fahrzeug-nicht-verfuegbar?vehicleId=100006'),
    page('partner-web-root', '/de/haendler', 404),
    page('not-found', '/de/haendler/404', 404),
    page('locale-not-found', '/de/gibt-es-nicht', 404),
    page('dealer-home', DEALER),
    page('vehicle-market-list', `${DEALER}/auto-finden`),
    page('vehicle-market-approved', `${DEALER}/junge-occasionen`),
    page('vehicle-market-subscription', `${DEALER}/auto-abo`),
    page('vehicle-market-detail', `${DEALER}/auto-finden/${VEHICLE}`),
    page('vehicle-market-detail (fr)', `/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule/${VEHICLE}`, 200, 'fr'),
    page('vehicle-market-not-available', `${DEALER}/fahrzeug-nicht-verfuegbar?vehicleId=100006`),
    page('dealer-promotion-list', `${DEALER}/aktionen`),
    page('dealer-promotion-detail', `${DEALER}/aktionen/gratis-winterraeder`),
    page('dealer-promotion-service-theme', `${DEALER}/services/winter-check`),
    page('dealer-promotion-unavailable', `${DEALER}/aktion-nicht-verfuegbar`),
    page('dealer-service-list', `${DEALER}/service`),
    page('dealer-service-detail', `${DEALER}/service/reifenservice`),
    page('dealer-news-list', `${DEALER}/news`),
    page('dealer-news-detail', `${DEALER}/news/neue-ladestationen`),
    page('vehicle-checkout-buy', `${DEALER}/online-kaufen/${VEHICLE}`),
    page('vehicle-checkout-leasing', `${DEALER}/online-leasen/${VEHICLE}`),
    page('vehicle-checkout-test-drive', `${DEALER}/probefahrt/${VEHICLE}`),
    page('vehicle-checkout-reservation', `${DEALER}/online-reservieren/${VEHICLE}`),
    page('vehicle-checkout-subscription', `${DEALER}/auto-abo-anfragen/${SUBSCRIPTION_VEHICLE}`),
    page('vehicle-checkout-online-sales', `${DEALER}/online-angebot/${VEHICLE}`),
    page('vehicle-purchase-options', `${DEALER}/kaufoptionen/${VEHICLE}`),
    page('trade-in', `${DEALER}/trade-in`),
    page('configuration-reservation', `${DEALER}/konfiguration-reservieren`),
    page('contact', `${DEALER}/kontakt`),
    page('newsletter', `${DEALER}/newsletter`),
    page('brochures', `${DEALER}/prospekte`),
    page('soft-lead', `${DEALER}/informiert-bleiben`),
    page('search-alert', `${DEALER}/auto-finden/suchauftrag?fuel[]=electric`),
    page('service-appointment', `${DEALER}/terminvereinbarung`),
    page('appointment', `${DEALER}/termin-vereinbaren`),
    page('dealer-test-drive', `${DEALER}/probefahrt`),
    page('model-test-drive', `${DEALER}/modell-probefahrt/sportage`),
    page('model-offer', `${DEALER}/modell-offerte/sportage`),
    page('check-in', `${DEALER}/check-in/${checkInHash}`),
    page('model-range', `${DEALER}/modelle`),
    // the new-car pages (decision 0034): site level and at the dealer
    page('model-list', '/de/modelle'),
    page('site-model-detail', '/de/modelle/sportage'),
    page('model-detail', `${DEALER}/modelle/sportage`),
    page('configurator-list', '/de/konfigurator'),
    page('configurator-site', '/de/konfigurator/sportage?color=RED'),
    page('configurator', `${DEALER}/konfigurator/sportage`),
    page('model-compare-site', '/de/modellvergleich?models=sportage&models=ceed'),
    page('model-compare', `${DEALER}/modellvergleich?models=sportage&models=ceed`),
    page('about-us', `${DEALER}/ueber-uns`),
    page('our-brands', `${DEALER}/ueber-uns/markenseiten`),
    page('locations', `${DEALER}/standorte`),
    page('sub-dealer', `${DEALER}/standorte/auto-zentrum-zuerich-dietikon`),
    page('sub-dealer-about-us', `${DEALER}/standorte/auto-zentrum-zuerich-dietikon/ueber-uns`),
    page('dealer-not-found', `${DEALER}/gibt-es-nicht`, 404),
    { route: 'sitemap.xml', path: '/sitemap.xml', locale: 'de', kind: 'file', expect: 200 },
    { route: 'robots.txt', path: '/robots.txt', locale: 'de', kind: 'file', expect: 200 },
  ];
}
