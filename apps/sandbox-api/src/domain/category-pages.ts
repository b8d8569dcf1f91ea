import { labels, type Labels } from './labels';

export interface CategoryPageDefinition {
  id: string;
  slug: Labels;
  title: Labels;
  description: Labels;
  filter: Record<string, unknown>;
}

const c = (id: string, slug: Labels, title: Labels, description: Labels, filter: Record<string, unknown>): CategoryPageDefinition => ({
  id,
  slug,
  title,
  description,
  filter,
});

/** Landing pages that are a preset vehicle filter (core category-pages/{slug}). */
export const CATEGORY_PAGES: readonly CategoryPageDefinition[] = [
  c(
    'electric',
    labels('elektroautos', 'voitures-electriques', 'auto-elettriche', 'electric-cars', 'elektricni-avtomobili'),
    labels('Elektroautos', 'Voitures électriques', 'Auto elettriche', 'Electric cars', 'Električni avtomobili'),
    labels(
      'Leise, effizient und lokal emissionsfrei: unsere Elektroautos.',
      'Silencieuses, efficaces et sans émissions locales : nos voitures électriques.',
      'Silenziose, efficienti e senza emissioni locali: le nostre auto elettriche.',
      'Quiet, efficient and locally emission-free: our electric cars.',
    ),
    { fuel: ['electric'] },
  ),
  c(
    'suv',
    labels('suv', 'suv', 'suv', 'suv', 'suv'),
    labels('SUV', 'SUV', 'SUV', 'SUVs', 'SUV'),
    labels(
      'Viel Platz und erhöhte Sitzposition.',
      'Beaucoup d’espace et une position de conduite surélevée.',
      'Tanto spazio e una posizione di guida rialzata.',
      'Plenty of space and a raised driving position.',
    ),
    { body: ['suv'] },
  ),
  c(
    'young-used',
    labels('junge-occasionen', 'occasions-recentes', 'occasioni-recenti', 'young-used-cars', 'mlada-rabljena'),
    labels('Junge Occasionen', 'Occasions récentes', 'Occasioni recenti', 'Young used cars', 'Mlada rabljena vozila'),
    labels(
      'Höchstens 12 Monate alt, maximal 5000 km, Leasing zu 1.99 %.',
      'Au maximum 12 mois, 5000 km, leasing à 1.99 %.',
      'Al massimo 12 mesi, 5000 km, leasing all’1.99 %.',
      'At most 12 months old, 5,000 km, leasing at 1.99 %.',
    ),
    { qualitytags: ['youngUsedProgramme'] },
  ),
  c(
    'family',
    labels('familienautos', 'voitures-familiales', 'auto-per-famiglie', 'family-cars', 'druzinski-avtomobili'),
    labels(
      'Familienautos mit 7 Plätzen',
      'Voitures familiales 7 places',
      'Auto per famiglie a 7 posti',
      'Seven-seat family cars',
      'Družinski avtomobili s 7 sedeži',
    ),
    labels(
      'Platz für die ganze Familie.',
      'De la place pour toute la famille.',
      'Spazio per tutta la famiglia.',
      'Room for the whole family.',
    ),
    { seatsfrom: 7 },
  ),
  c(
    'new',
    labels('neuwagen', 'voitures-neuves', 'auto-nuove', 'new-cars', 'nova-vozila'),
    labels('Neuwagen ab Lager', 'Voitures neuves en stock', 'Auto nuove a magazzino', 'New cars in stock', 'Nova vozila na zalogi'),
    labels(
      'Sofort verfügbar und mit Werksgarantie.',
      'Disponibles immédiatement, avec garantie d’usine.',
      'Disponibili subito e con garanzia di fabbrica.',
      'Available now, with factory warranty.',
    ),
    { cond: ['new'] },
  ),
  c(
    'all-wheel-drive',
    labels('allrad', 'quatre-roues-motrices', 'trazione-integrale', 'all-wheel-drive', 'stirikolesni-pogon'),
    labels('Allradfahrzeuge', 'Véhicules 4x4', 'Veicoli a trazione integrale', 'All-wheel-drive cars', 'Vozila s štirikolesnim pogonom'),
    labels(
      'Sicher durch den Schweizer Winter.',
      "En toute sécurité durant l'hiver suisse.",
      "Sicuri durante l'inverno svizzero.",
      'Safely through the Swiss winter.',
    ),
    { drive: ['awd'] },
  ),
];
