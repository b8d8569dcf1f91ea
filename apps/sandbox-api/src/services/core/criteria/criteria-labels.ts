import type { FilterName } from '@carweb/api-contracts';
import type { VehicleSort } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import { labels, type Labels } from '../../../domain/labels';

export const FILTER_LABELS: Record<FilterName, Labels> = {
  model: labels('Marke & Modell', 'Marque & modèle', 'Marca & modello', 'Make & model', 'Znamka in model'),
  cond: labels('Zustand', 'État', 'Stato', 'Condition', 'Stanje'),
  trans: labels('Getriebe', 'Boîte de vitesses', 'Cambio', 'Transmission', 'Menjalnik'),
  body: labels('Karosserie', 'Carrosserie', 'Carrozzeria', 'Body type', 'Karoserija'),
  fuel: labels('Treibstoff', 'Carburant', 'Carburante', 'Fuel', 'Gorivo'),
  drive: labels('Antrieb', 'Transmission', 'Trazione', 'Drive', 'Pogon'),
  bodycol: labels('Farbe', 'Couleur', 'Colore', 'Colour', 'Barva'),
  vehtyp: labels('Fahrzeugart', 'Type de véhicule', 'Tipo di veicolo', 'Vehicle type', 'Vrsta vozila'),
  equip: labels('Ausstattung', 'Équipement', 'Equipaggiamento', 'Equipment', 'Oprema'),
  km: labels('Kilometer', 'Kilomètres', 'Chilometri', 'Mileage', 'Prevoženi km'),
  year: labels('Erstzulassung', 'Première immatriculation', 'Prima immatricolazione', 'First registration', 'Prva registracija'),
  price_steps: labels('Preis', 'Prix', 'Prezzo', 'Price', 'Cena'),
  leasing_rate_steps: labels('Leasingrate', 'Mensualité de leasing', 'Rata di leasing', 'Leasing rate', 'Obrok lizinga'),
  seats: labels('Sitzplätze', 'Places', 'Posti', 'Seats', 'Sedeži'),
  sorting: labels('Sortierung', 'Tri', 'Ordinamento', 'Sort', 'Razvrsti'),
  efficiency: labels('Energieeffizienz', 'Efficacité énergétique', 'Efficienza energetica', 'Energy efficiency', 'Energetska učinkovitost'),
  location: labels('Umkreis', 'Rayon', 'Raggio', 'Distance', 'Razdalja'),
  price: labels('Preis', 'Prix', 'Prezzo', 'Price', 'Cena'),
  priceBuy: labels(
    'Kaufpreis / Leasing',
    "Prix d'achat / leasing",
    "Prezzo d'acquisto / leasing",
    'Purchase price / leasing',
    'Nakupna cena / lizing',
  ),
  qualitytags: labels('Qualität', 'Qualité', 'Qualità', 'Quality', 'Kakovost'),
  buyingtags: labels('Kaufoptionen', "Options d'achat", "Opzioni d'acquisto", 'Purchase options', 'Možnosti nakupa'),
  matching: labels('Suchbegriff', 'Mot-clé', 'Parola chiave', 'Keyword', 'Iskalni niz'),
  actiontags: labels('Aktionen', 'Actions', 'Promozioni', 'Offers', 'Akcije'),
};

export const SORT_LABELS: Record<VehicleSort, Labels> = {
  relevance: labels('Empfehlung', 'Recommandation', 'Raccomandazione', 'Recommended', 'Priporočeno'),
  price_asc: labels('Preis aufsteigend', 'Prix croissant', 'Prezzo crescente', 'Price ascending', 'Cena naraščajoče'),
  price_desc: labels('Preis absteigend', 'Prix décroissant', 'Prezzo decrescente', 'Price descending', 'Cena padajoče'),
  km_asc: labels('Kilometer aufsteigend', 'Kilomètres croissants', 'Chilometri crescenti', 'Mileage ascending', 'Km naraščajoče'),
  km_desc: labels('Kilometer absteigend', 'Kilomètres décroissants', 'Chilometri decrescenti', 'Mileage descending', 'Km padajoče'),
  year_desc: labels(
    'Neueste Erstzulassung',
    'Immatriculation la plus récente',
    'Immatricolazione più recente',
    'Newest registration',
    'Najnovejša registracija',
  ),
  year_asc: labels(
    'Älteste Erstzulassung',
    'Immatriculation la plus ancienne',
    'Immatricolazione più vecchia',
    'Oldest registration',
    'Najstarejša registracija',
  ),
  rate_asc: labels('Leasingrate aufsteigend', 'Mensualité croissante', 'Rata crescente', 'Leasing rate ascending', 'Obrok naraščajoče'),
  rate_desc: labels('Leasingrate absteigend', 'Mensualité décroissante', 'Rata decrescente', 'Leasing rate descending', 'Obrok padajoče'),
  newest: labels('Neu eingetroffen', 'Nouveautés', 'Nuovi arrivi', 'Newly listed', 'Novo'),
  distance: labels('Entfernung', 'Distance', 'Distanza', 'Distance', 'Razdalja'),
};

const FROM: Record<Locale, string> = { de: 'ab', fr: 'dès', it: 'da', en: 'from', sl: 'od' };
const TO: Record<Locale, string> = { de: 'bis', fr: "jusqu'à", it: 'fino a', en: 'up to', sl: 'do' };
export const fromLabel = (locale: Locale, value: string) => `${FROM[locale]} ${value}`;
export const toLabel = (locale: Locale, value: string) => `${TO[locale]} ${value}`;

export const STEPS = {
  price: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000, 150000],
  rate: [100, 200, 300, 400, 500, 750, 1000, 1500],
  km: [5000, 10000, 20000, 30000, 50000, 75000, 100000, 150000, 200000],
  seats: [2, 4, 5, 7, 8],
  radius: [10, 25, 50, 100, 200],
} as const;
