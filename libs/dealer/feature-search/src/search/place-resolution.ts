import type { DealerListEntry } from '@carweb/api-contracts';
import { centroid, type GeoPoint } from './distance';
import { normalizeText } from './normalize';
import { postalRegionCentre } from './swiss-postal-regions';
import { townNames } from './swiss-town-names';

/** What place resolution reads of a dealer. */
export type PlaceDealer = Pick<DealerListEntry, 'dealerId' | 'name' | 'zip' | 'city' | 'latitude' | 'longitude' | 'parentDealerId'>;

/**
 * A place the visitor searched for, with the point distances are measured from:
 * - `zip`: the dealers of that postcode (or of the longest postcode prefix the dealers have), else the postal region;
 * - `town`: the dealers of that town;
 * - `name`: dealers whose name matches; only they are results, measured from the best match;
 * - `point`: coordinates a place prediction of the maps service gave.
 */
export type ResolvedPlace =
  | { kind: 'zip' | 'town' | 'point'; label: string; origin: GeoPoint }
  | { kind: 'name'; label: string; origin: GeoPoint; dealerIds: number[] };

const pointOf = (dealer: PlaceDealer): GeoPoint => ({ lat: dealer.latitude, lon: dealer.longitude });
const MIN_PREFIX = 3;

/** The postcode in what was typed: digits alone ("80", "8048") or a 4-digit word ("8048 Zürich", "Zürich 8048"). */
export function postcodeIn(term: string): string | null {
  const trimmed = term.trim();
  if (/^\d{1,4}$/.test(trimmed)) return trimmed;
  return /(?:^|\s)(\d{4})(?:\s|$)/.exec(trimmed)?.[1] ?? null;
}

function mostCommonCity(dealers: PlaceDealer[]): string {
  const counts = new Map<string, number>();
  for (const dealer of dealers) counts.set(dealer.city, (counts.get(dealer.city) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function resolvePostcode(zip: string, dealers: PlaceDealer[]): ResolvedPlace | null {
  for (let length = zip.length; length >= 2; length -= 1) {
    const prefix = zip.slice(0, length);
    const matches = dealers.filter((dealer) => dealer.zip.startsWith(prefix));
    const origin = centroid(matches.map(pointOf));
    if (origin) {
      const exact = length === 4 && zip.length === 4;
      return { kind: 'zip', label: exact ? `${zip} ${mostCommonCity(matches)}` : zip, origin };
    }
  }
  const region = postalRegionCentre(zip);
  return region ? { kind: 'zip', label: zip, origin: region } : null;
}

function resolveTown(term: string, dealers: PlaceDealer[]): ResolvedPlace | null {
  const names = townNames(term);
  // "Wil" finds "Wil SG"; a town typed in another language finds the dealer data's spelling
  const inTown = dealers.filter((dealer) => {
    const city = normalizeText(dealer.city);
    return names.some((name) => city === name || city.startsWith(`${name} `));
  });
  let matches = inTown;
  if (matches.length === 0) {
    const typed = normalizeText(term);
    if (typed.length < MIN_PREFIX) return null;
    const cities = [...new Set(dealers.map((dealer) => dealer.city).filter((city) => normalizeText(city).startsWith(typed)))].sort();
    matches = dealers.filter((dealer) => dealer.city === cities[0]);
  }
  const origin = centroid(matches.map(pointOf));
  return origin ? { kind: 'town', label: mostCommonCity(matches), origin } : null;
}

/** 0 = the whole name, 1 = its start, 2 = the start of a word, 3 = anywhere; undefined = no match. */
function nameScore(name: string, typed: string): number | undefined {
  const normalized = normalizeText(name);
  if (normalized === typed) return 0;
  if (normalized.startsWith(typed)) return 1;
  if (` ${normalized}`.includes(` ${typed}`)) return 2;
  return normalized.includes(typed) ? 3 : undefined;
}

function resolveName(term: string, dealers: PlaceDealer[]): ResolvedPlace | null {
  const typed = normalizeText(term);
  if (typed.length < 2) return null;
  const scored = dealers
    .map((dealer) => ({ dealer, score: nameScore(dealer.name, typed) }))
    .filter((entry): entry is { dealer: PlaceDealer; score: number } => entry.score !== undefined)
    // the best match first; a main dealer before its locations
    .sort(
      (a, b) =>
        a.score - b.score ||
        Number(a.dealer.parentDealerId !== null) - Number(b.dealer.parentDealerId !== null) ||
        a.dealer.name.localeCompare(b.dealer.name),
    );
  const best = scored[0]?.dealer;
  if (!best) return null;
  return { kind: 'name', label: best.name, origin: pointOf(best), dealerIds: scored.map((entry) => entry.dealer.dealerId) };
}

/** The place of a search term, told from the dealer data alone: a postcode, else a town, else a dealer's name. */
export function resolvePlace(term: string, dealers: PlaceDealer[]): ResolvedPlace | null {
  if (!term.trim()) return null;
  const zip = postcodeIn(term);
  if (zip) return resolvePostcode(zip, dealers);
  return resolveTown(term, dealers) ?? resolveName(term, dealers);
}
