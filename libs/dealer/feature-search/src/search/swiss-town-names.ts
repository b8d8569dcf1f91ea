import { normalizeText } from './normalize';

/**
 * Swiss towns have names in several languages; the dealer data writes one. A visitor of the French site
 * types "Bâle", one of the Italian site "Ginevra": each name of a row finds the dealers of every other.
 */
const TOWN_NAMES: string[][] = [
  ['Zürich', 'Zurich', 'Zurigo'],
  ['Genève', 'Genf', 'Ginevra', 'Geneva'],
  ['Bern', 'Berne', 'Berna'],
  ['Basel', 'Bâle', 'Basilea'],
  ['Luzern', 'Lucerne', 'Lucerna'],
  ['Lausanne', 'Losanna'],
  ['Biel', 'Bienne', 'Biel/Bienne'],
  ['Fribourg', 'Freiburg', 'Friburgo'],
  ['Neuchâtel', 'Neuenburg'],
  ['Sion', 'Sitten'],
  ['Sierre', 'Siders'],
  ['Delémont', 'Delsberg'],
  ['Solothurn', 'Soleure', 'Soletta'],
  ['St. Gallen', 'Saint-Gall', 'San Gallo', 'St Gallen'],
  ['Chur', 'Coire', 'Coira'],
  ['Schaffhausen', 'Schaffhouse', 'Sciaffusa'],
  ['Thun', 'Thoune'],
  ['Murten', 'Morat'],
  ['Visp', 'Viège'],
  ['Brig', 'Brigue', 'Briga'],
  ['Bellinzona', 'Bellinzone'],
  ['Winterthur', 'Winterthour'],
  ['Aarau', 'Arau'],
  ['Olten', 'Olten'],
];

const byName = new Map<string, string[]>();
for (const row of TOWN_NAMES) {
  const names = row.map(normalizeText);
  for (const name of names) byName.set(name, names);
}

/** Every normalized name of the town `name` (itself included). */
export function townNames(name: string): string[] {
  const normalized = normalizeText(name);
  return byName.get(normalized) ?? [normalized];
}
