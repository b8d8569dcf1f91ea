import { describe, expect, it } from 'vitest';
import { ROUTE_SEGMENTS, routeSegment } from './route-segments';

/** SPEC §2 "Localised path segments", row by row. */
const TABLE: [keyof typeof ROUTE_SEGMENTS, string, string, string, string | undefined][] = [
  ['buyOnline', 'online-kaufen', 'acheter-en-ligne', 'acquistare-online', 'buy-online'],
  ['testDrive', 'probefahrt', 'essai-sur-route', 'giro-di-prova', 'test-drive'],
  ['serviceAppointment', 'terminvereinbarung', 'prendre-un-rendez-vous', 'fissare-un-appuntamento', 'appointment'],
  ['promotions', 'aktionen', 'actions', 'promozioni', undefined],
  ['aboutUs', 'ueber-uns', 'a-propos-de-nous', 'chi-siamo', 'about-us'],
  ['models', 'modelle', 'modèles', 'modelli', 'models'],
  ['locations', 'standorte', 'lieux', 'luoghi', undefined],
  ['vehicleMarket', 'auto-finden', 'trouver-un-vehicule', 'trovare-un-auto', 'find-car'],
  ['vehicleNotAvailable', 'fahrzeug-nicht-verfuegbar', 'vehicule-non-disponible', 'veicolo-non-disponibile', undefined],
  ['promotionUnavailable', 'aktion-nicht-verfuegbar', 'action-non-disponible', 'promozione-non-disponibile', undefined],
  ['brandPages', 'markenseiten', 'pages-de-marques', 'pagine-dei-marchi', undefined],
  ['news', 'news', 'news', 'news', 'news'],
  ['service', 'service', 'service', 'service', 'services'],
];

describe('localized route segments', () => {
  it.each(TABLE)('%s', (key, de, fr, it_, en) => {
    expect(routeSegment(key, 'de')).toBe(de);
    expect(routeSegment(key, 'fr')).toBe(fr);
    expect(routeSegment(key, 'it')).toBe(it_);
    expect(routeSegment(key, 'en')).toBe(en);
  });

  it('brand overrides win over the table', () => {
    expect(routeSegment('locations', 'de', { locations: { de: 'garagen' } })).toBe('garagen');
    expect(routeSegment('brandPages', 'sl')).toBe('znamke');
    expect(routeSegment('service', 'sl')).toBe('services');
  });
});
