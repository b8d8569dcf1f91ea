import { labels, type Labels } from './labels';
import { createRandom } from '../seed/prng';

export interface DealerServiceDefinition {
  id: string;
  slug: Labels;
  title: Labels;
  teaser: Labels;
}

const s = (id: string, slug: Labels, title: Labels, teaser: Labels): DealerServiceDefinition => ({ id, slug, title, teaser });

/** The service pages a dealer can publish (service list and service detail). */
export const DEALER_SERVICES: readonly DealerServiceDefinition[] = [
  s(
    'maintenance',
    labels('service-und-wartung', 'service-et-entretien', 'servizio-e-manutenzione', 'service-and-maintenance', 'servis-in-vzdrzevanje'),
    labels('Service & Wartung', 'Service & entretien', 'Servizio & manutenzione', 'Service & maintenance', 'Servis in vzdrževanje'),
    labels(
      'Regelmässiger Service nach Herstellervorgabe – mit Originalteilen und Garantieerhalt.',
      "Entretien régulier selon les prescriptions du constructeur – avec pièces d'origine.",
      'Manutenzione regolare secondo le prescrizioni del costruttore – con ricambi originali.',
      "Regular servicing to the manufacturer's schedule – with genuine parts.",
    ),
  ),
  s(
    'tyres',
    labels('reifenservice', 'service-pneus', 'servizio-pneumatici', 'tyre-service', 'pnevmatike'),
    labels(
      'Reifenservice & Einlagerung',
      'Service pneus & stockage',
      'Servizio pneumatici & deposito',
      'Tyre service & storage',
      'Servis pnevmatik',
    ),
    labels(
      'Räderwechsel, Reifenhotel und Achsvermessung – schnell und zum Fixpreis.',
      'Changement de roues, hôtel des pneus et géométrie – rapide et à prix fixe.',
      'Cambio ruote, deposito pneumatici e convergenza – rapido e a prezzo fisso.',
      'Wheel change, tyre hotel and alignment – fast and at a fixed price.',
    ),
  ),
  s(
    'inspection',
    labels('mfk-vorbereitung', 'preparation-expertise', 'preparazione-collaudo', 'mot-preparation', 'tehnicni-pregled'),
    labels(
      'MFK-Vorbereitung',
      "Préparation à l'expertise",
      'Preparazione al collaudo',
      'Vehicle inspection preparation',
      'Priprava na tehnični pregled',
    ),
    labels(
      'Wir bereiten Ihr Fahrzeug auf die Motorfahrzeugkontrolle vor und führen es vor.',
      "Nous préparons votre véhicule pour l'expertise et le présentons pour vous.",
      'Prepariamo il vostro veicolo per il collaudo e lo presentiamo per voi.',
      'We prepare your car for the official inspection and present it for you.',
    ),
  ),
  s(
    'air-conditioning',
    labels('klimaservice', 'service-climatisation', 'servizio-climatizzazione', 'air-conditioning-service', 'klimatska-naprava'),
    labels('Klimaservice', 'Service climatisation', 'Servizio climatizzazione', 'Air-conditioning service', 'Servis klimatske naprave'),
    labels(
      'Desinfektion, Kältemittel und Filterwechsel für ein gesundes Raumklima.',
      'Désinfection, réfrigérant et filtres pour un air sain.',
      'Disinfezione, refrigerante e filtri per un clima sano.',
      'Disinfection, refrigerant and filters for healthy air.',
    ),
  ),
  s(
    'bodywork',
    labels('carrosserie-und-lack', 'carrosserie-et-peinture', 'carrozzeria-e-verniciatura', 'bodywork-and-paint', 'karoserija'),
    labels('Carrosserie & Lack', 'Carrosserie & peinture', 'Carrozzeria & verniciatura', 'Bodywork & paint', 'Karoserija in lak'),
    labels(
      'Von der Parkdelle bis zum Unfallschaden – inklusive Abwicklung mit der Versicherung.',
      "De la petite bosse au sinistre – y compris le règlement avec l'assurance.",
      "Dall'ammaccatura al sinistro – inclusa la gestione con l'assicurazione.",
      'From parking dents to accident damage – including the insurance claim.',
    ),
  ),
  s(
    'e-mobility',
    labels('e-mobilitaet', 'e-mobilite', 'e-mobilita', 'e-mobility', 'e-mobilnost'),
    labels('E-Mobilität & Laden', 'E-mobilité & recharge', 'E-mobilità & ricarica', 'E-mobility & charging', 'E-mobilnost in polnjenje'),
    labels(
      'Beratung zu Wallbox, Ladekarte und Batteriecheck für Ihr Elektrofahrzeug.',
      'Conseils sur la wallbox, la carte de recharge et le contrôle de batterie.',
      'Consulenza su wallbox, carta di ricarica e controllo batteria.',
      'Advice on wall boxes, charging cards and battery checks.',
    ),
  ),
  s(
    'replacement-car',
    labels('ersatzwagen', 'vehicule-de-remplacement', 'vettura-sostitutiva', 'courtesy-car', 'nadomestno-vozilo'),
    labels('Ersatzwagen', 'Véhicule de remplacement', 'Vettura sostitutiva', 'Courtesy car', 'Nadomestno vozilo'),
    labels(
      'Mobil bleiben, während wir an Ihrem Fahrzeug arbeiten.',
      'Restez mobile pendant que nous travaillons sur votre véhicule.',
      'Restate mobili mentre lavoriamo sul vostro veicolo.',
      'Stay mobile while we work on your car.',
    ),
  ),
];

export interface WorkshopServiceDefinition {
  id: string;
  name: Labels;
  durationMinutes: number;
  priceFrom: number | null;
}

const w = (id: string, name: Labels, durationMinutes: number, priceFrom: number | null): WorkshopServiceDefinition => ({
  id,
  name,
  durationMinutes,
  priceFrom,
});

/** Work a visitor can book in the service-appointment checkout. */
export const WORKSHOP_SERVICES: readonly WorkshopServiceDefinition[] = [
  w(
    'periodic-service',
    labels('Periodischer Service', 'Service périodique', 'Servizio periodico', 'Periodic service', 'Redni servis'),
    120,
    290,
  ),
  w('oil-change', labels('Ölwechsel', "Vidange d'huile", "Cambio d'olio", 'Oil change', 'Menjava olja'), 45, 129),
  w('wheel-change', labels('Räderwechsel', 'Changement de roues', 'Cambio ruote', 'Wheel change', 'Menjava koles'), 30, 69),
  w('brakes', labels('Bremsen prüfen', 'Contrôle des freins', 'Controllo freni', 'Brake check', 'Pregled zavor'), 60, 89),
  w(
    'air-conditioning',
    labels('Klimaservice', 'Service climatisation', 'Servizio climatizzazione', 'Air-conditioning service', 'Servis klime'),
    60,
    149,
  ),
  w(
    'inspection-preparation',
    labels('MFK-Vorbereitung', "Préparation à l'expertise", 'Preparazione al collaudo', 'Inspection preparation', 'Priprava na pregled'),
    90,
    190,
  ),
  w(
    'windscreen',
    labels('Scheibenreparatur', 'Réparation du pare-brise', 'Riparazione parabrezza', 'Windscreen repair', 'Popravilo stekla'),
    60,
    null,
  ),
  w('diagnosis', labels('Fehlerdiagnose', 'Diagnostic', 'Diagnosi guasti', 'Fault diagnosis', 'Diagnostika'), 45, 95),
];

/** The service pages one dealer publishes (4–7, the first three are its top services); stable per dealer id. */
export function servicesOfDealer(dealerId: number): DealerServiceDefinition[] {
  const random = createRandom(dealerId * 7919);
  return random.sample(DEALER_SERVICES, random.int(4, DEALER_SERVICES.length));
}
