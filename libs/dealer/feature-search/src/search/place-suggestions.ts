import type { PlaceDealer } from './place-resolution';

const MAX_SUGGESTIONS = 200;

/** What the place box suggests from the dealer data: towns, postcodes with their town, and dealer names. */
export function placeSuggestions(dealers: PlaceDealer[], collator: Intl.Collator): string[] {
  const towns = new Set(dealers.map((dealer) => dealer.city));
  const postcodes = new Set(dealers.map((dealer) => `${dealer.zip} ${dealer.city}`));
  const names = new Set(dealers.map((dealer) => dealer.name));
  const sorted = (values: Set<string>) => [...values].sort(collator.compare);
  return [...new Set([...sorted(towns), ...sorted(postcodes), ...sorted(names)])].slice(0, MAX_SUGGESTIONS);
}
