import type { MinimalDealer } from '@carweb/api-contracts';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Matches name, city or zip, ignoring case and accents ("zurich" finds "Zürich"). */
export function filterDealers(dealers: MinimalDealer[], term: string): MinimalDealer[] {
  const wanted = normalize(term.trim());
  if (!wanted) return dealers;
  return dealers.filter((dealer) => [dealer.name, dealer.city, dealer.zip].some((field) => normalize(field).includes(wanted)));
}
