import type { GeoPoint } from './distance';

/**
 * The centre of each Swiss postal region (first postcode digit; 65xx–69xx is Ticino, the rest of 6 central
 * Switzerland). Used only when no dealer of the brand has a postcode of the region that was typed, so a
 * postcode far from every dealer still finds the nearest ones instead of nothing.
 */
const REGIONS: Record<string, GeoPoint> = {
  '1': { lat: 46.52, lon: 6.63 }, // Lake Geneva, Fribourg, lower Valais
  '2': { lat: 47.1, lon: 7.05 }, // Neuchâtel, Jura, Biel
  '3': { lat: 46.85, lon: 7.55 }, // Bern, Bernese Oberland, upper Valais
  '4': { lat: 47.45, lon: 7.7 }, // Basel, Solothurn
  '5': { lat: 47.42, lon: 8.15 }, // Aargau
  '6': { lat: 47.0, lon: 8.4 }, // Lucerne, Zug, central Switzerland
  '6t': { lat: 46.15, lon: 8.9 }, // Ticino
  '7': { lat: 46.75, lon: 9.6 }, // Graubünden
  '8': { lat: 47.42, lon: 8.7 }, // Zürich, Thurgau, Schaffhausen
  '9': { lat: 47.4, lon: 9.35 }, // St. Gallen, Appenzell
};

/** The centre of the postal region of a postcode ("8" … "9999"), or null for something that is not one. */
export function postalRegionCentre(zip: string): GeoPoint | null {
  const first = zip.charAt(0);
  const ticino = first === '6' && Number(zip.charAt(1)) >= 5;
  return REGIONS[ticino ? '6t' : first] ?? null;
}
