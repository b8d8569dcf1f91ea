import type { AdditionalPackagesResponse } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { CatalogModel } from '../../domain/catalog';
import { labels, type Labels } from '../../domain/labels';

interface PackageDefinition {
  id: string;
  name: Labels;
  description: Labels;
  items: Labels[];
  /** share of the model's base price */
  priceShare: number;
  maxAgeMonths: number;
  months: number;
}

const PACKAGES: readonly PackageDefinition[] = [
  {
    id: 'service-3y',
    priceShare: 0.03,
    maxAgeMonths: 240,
    months: 36,
    name: labels('Servicepaket 3 Jahre', 'Forfait service 3 ans', 'Pacchetto servizio 3 anni', 'Service package 3 years'),
    description: labels(
      'Alle Services nach Herstellervorgabe während 3 Jahren.',
      'Tous les services selon le constructeur pendant 3 ans.',
      'Tutti i servizi secondo il costruttore per 3 anni.',
      'All manufacturer services for 3 years.',
    ),
    items: [
      labels('Periodische Services', 'Services périodiques', 'Servizi periodici', 'Periodic services'),
      labels('Ölwechsel', "Vidanges d'huile", "Cambi d'olio", 'Oil changes'),
    ],
  },
  {
    id: 'warranty-extension',
    priceShare: 0.025,
    maxAgeMonths: 72,
    months: 24,
    name: labels('Garantieverlängerung', 'Extension de garantie', 'Estensione di garanzia', 'Warranty extension'),
    description: labels(
      '24 Monate zusätzliche Garantie auf Motor und Getriebe.',
      '24 mois de garantie supplémentaire sur moteur et boîte.',
      '24 mesi di garanzia supplementare su motore e cambio.',
      '24 more months of cover for engine and gearbox.',
    ),
    items: [
      labels('Motor', 'Moteur', 'Motore', 'Engine'),
      labels('Getriebe', 'Boîte de vitesses', 'Cambio', 'Gearbox'),
      labels('Elektronik', 'Électronique', 'Elettronica', 'Electronics'),
    ],
  },
  {
    id: 'winter-wheels',
    priceShare: 0.035,
    maxAgeMonths: 240,
    months: 0,
    name: labels('Winterkompletträder', "Roues complètes d'hiver", 'Ruote complete invernali', 'Winter wheels'),
    description: labels(
      'Vier montierte Winterräder inklusive Einlagerung im ersten Jahr.',
      "Quatre roues d'hiver montées, stockage la première année inclus.",
      'Quattro ruote invernali montate, deposito il primo anno incluso.',
      'Four mounted winter wheels, storage for the first year included.',
    ),
    items: [
      labels('Felgen und Reifen', 'Jantes et pneus', 'Cerchi e pneumatici', 'Rims and tyres'),
      labels('Einlagerung', 'Stockage', 'Deposito', 'Storage'),
    ],
  },
  {
    id: 'tyre-insurance',
    priceShare: 0.006,
    maxAgeMonths: 240,
    months: 36,
    name: labels('Reifenversicherung', 'Assurance pneus', 'Assicurazione pneumatici', 'Tyre insurance'),
    description: labels(
      'Ersatz bei Reifenschäden während 3 Jahren.',
      'Remplacement en cas de dommages aux pneus pendant 3 ans.',
      'Sostituzione in caso di danni ai pneumatici per 3 anni.',
      'Replacement of damaged tyres for 3 years.',
    ),
    items: [labels('Reifenersatz', 'Remplacement des pneus', 'Sostituzione pneumatici', 'Tyre replacement')],
  },
];

export function additionalPackages(model: CatalogModel, ageMonths: number, locale: Locale): AdditionalPackagesResponse {
  return {
    additionalPackages: PACKAGES.filter((p) => ageMonths <= p.maxAgeMonths).map((p) => {
      const price = Math.round((model.basePrice * p.priceShare) / 10) * 10;
      return {
        id: p.id,
        name: p.name[locale],
        description: p.description[locale],
        price,
        monthlyPrice: p.months ? Math.round((price / p.months) * 100) / 100 : Math.round((price / 48) * 100) / 100,
        items: p.items.map((item) => item[locale]),
      };
    }),
  };
}
