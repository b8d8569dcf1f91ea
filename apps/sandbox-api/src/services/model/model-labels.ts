import type { Locale } from '@carweb/shared-util-brand';
import { labels, type Labels } from '../../domain/labels';

export const MODEL_CATEGORIES: Record<string, Labels> = {
  small: labels('Kleinwagen', 'Petites voitures', 'Utilitarie', 'Small cars', 'Mali avtomobili'),
  compact: labels('Kompaktklasse', 'Compactes', 'Compatte', 'Compact cars', 'Kompaktni'),
  suv: labels('SUV', 'SUV', 'SUV', 'SUVs', 'SUV'),
  family: labels('Familienautos', 'Voitures familiales', 'Auto per famiglie', 'Family cars', 'Družinski'),
  electric: labels('Elektro', 'Électrique', 'Elettrico', 'Electric', 'Električni'),
  sport: labels('Sportwagen', 'Sportives', 'Sportive', 'Sports cars', 'Športni'),
  commercial: labels('Nutzfahrzeuge', 'Utilitaires', 'Veicoli commerciali', 'Commercial vehicles', 'Gospodarska vozila'),
};

export const CATEGORY_ORDER = ['small', 'compact', 'suv', 'family', 'electric', 'sport', 'commercial'];

export const TECH_GROUPS: Record<'engine' | 'consumption' | 'dimensions' | 'performance', Labels> = {
  engine: labels('Motor & Antrieb', 'Moteur & transmission', 'Motore & trazione', 'Engine & drive', 'Motor in pogon'),
  consumption: labels(
    'Verbrauch & Emissionen',
    'Consommation & émissions',
    'Consumo & emissioni',
    'Consumption & emissions',
    'Poraba in izpusti',
  ),
  dimensions: labels('Abmessungen', 'Dimensions', 'Dimensioni', 'Dimensions', 'Mere'),
  performance: labels('Fahrleistungen', 'Performances', 'Prestazioni', 'Performance', 'Zmogljivost'),
};

export const TECH_ITEMS: Record<string, Labels> = {
  power: labels('Leistung', 'Puissance', 'Potenza', 'Power', 'Moč'),
  fuel: labels('Treibstoff', 'Carburant', 'Carburante', 'Fuel', 'Gorivo'),
  transmission: labels('Getriebe', 'Boîte', 'Cambio', 'Transmission', 'Menjalnik'),
  drive: labels('Antrieb', 'Transmission', 'Trazione', 'Drive', 'Pogon'),
  consumption: labels('Verbrauch kombiniert', 'Consommation mixte', 'Consumo combinato', 'Combined consumption', 'Kombinirana poraba'),
  emission: labels('CO₂-Emissionen', 'Émissions de CO₂', 'Emissioni di CO₂', 'CO₂ emissions', 'Izpusti CO₂'),
  range: labels('Elektrische Reichweite', 'Autonomie électrique', 'Autonomia elettrica', 'Electric range', 'Električni doseg'),
  length: labels('Länge', 'Longueur', 'Lunghezza', 'Length', 'Dolžina'),
  width: labels('Breite', 'Largeur', 'Larghezza', 'Width', 'Širina'),
  height: labels('Höhe', 'Hauteur', 'Altezza', 'Height', 'Višina'),
  trunk: labels('Kofferraum', 'Coffre', 'Bagagliaio', 'Boot', 'Prtljažnik'),
  topSpeed: labels('Höchstgeschwindigkeit', 'Vitesse maximale', 'Velocità massima', 'Top speed', 'Najvišja hitrost'),
  acceleration: labels('0–100 km/h', '0–100 km/h', '0–100 km/h', '0–100 km/h'),
};

export const label = (texts: Labels, locale: Locale) => texts[locale];
