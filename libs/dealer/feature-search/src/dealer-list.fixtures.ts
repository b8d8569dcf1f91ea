import type { DealerListEntry } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';

type Row = [
  id: number,
  name: string,
  zip: string,
  city: string,
  lat: number,
  lon: number,
  services: DealerListEntry['services'],
  parent?: number,
];

/** Dealers of the kia sandbox (name, place, services) as dealer-list answers them. */
// prettier-ignore
const ROWS: Row[] = [
  [100, 'Auto Zentrum Zürich AG', '8048', 'Zürich', 47.3845, 8.4932, ['tradein', 'onlinesales', 'testdrive']],
  [101, 'Auto Zentrum Zürich – Oerlikon', '8050', 'Zürich', 47.4146, 8.5488, ['tradein', 'testdrive'], 100],
  [102, 'Auto Zentrum Zürich – Dietikon', '8953', 'Dietikon', 47.4021, 8.4068, ['tradein'], 100],
  [203, 'Kia Center Dietikon', '8953', 'Dietikon', 47.3972, 8.4022, ['tradein', 'onlinesales', 'testdrive']],
  [204, 'Kia Center Dietikon – Bern', '3027', 'Bern', 46.9543, 7.3876, ['tradein', 'testdrive'], 203],
  [120, 'Kia Service Bern AG', '3018', 'Bern', 46.9402, 7.3917, ['tradein']],
  [208, 'Garage Monnier SA', '1217', 'Genève', 46.2186, 6.0714, ['tradein', 'onlinesales', 'testdrive']],
  [210, 'Garage Monnier – Lausanne', '1004', 'Lausanne', 46.5184, 6.611, ['tradein', 'onlinesales', 'testdrive'], 208],
  [209, 'Garage Monnier – Sion', '1950', 'Sion', 46.2256, 7.3592, ['tradein', 'onlinesales', 'testdrive'], 208],
  [110, 'Garage Lugano SA', '6900', 'Lugano', 46.0105, 8.9542, ['tradein', 'testdrive']],
  [206, 'Garage Wyss AG', '8400', 'Winterthur', 47.5062, 8.7228, ['tradein', 'onlinesales', 'testdrive']],
  [207, 'Garage Wyss – Basel', '4053', 'Basel', 47.5341, 7.5989, ['tradein'], 206],
  [202, 'Müller Automobile Aarau AG', '5000', 'Aarau', 47.3968, 8.0387, ['tradein', 'onlinesales', 'testdrive']],
];

/** Monday to Friday with a lunch break, Saturday until four (as the sandbox's sales dealers). */
const OPENING_HOURS: DealerListEntry['openingHours'] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '07:30', closes: '12:00' },
    { weekday, opens: '13:30', closes: '18:30' },
  ]),
  { weekday: 6, opens: '09:00', closes: '16:00' },
];

export function dealerListEntry(row: Row): DealerListEntry {
  const [dealerId, name, zip, city, latitude, longitude, services, parent] = row;
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    ...testDealer(),
    openingHours: OPENING_HOURS,
    dealerId,
    slug,
    name,
    zip,
    city,
    latitude,
    longitude,
    services,
    parentDealerId: parent ?? null,
    subDealers: [],
  };
}

export const dealerListFixture = (): DealerListEntry[] => ROWS.map(dealerListEntry);

/** `count` dealers spread over Switzerland (stories and tests of long lists and clusters). */
export function manyDealers(count: number): DealerListEntry[] {
  return Array.from({ length: count }, (_, index) =>
    dealerListEntry([
      1000 + index,
      `Garage ${['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'][index % 5]} ${index + 1} AG`,
      String(1000 + ((index * 137) % 8900)),
      ['Zürich', 'Bern', 'Lausanne', 'Lugano', 'Chur', 'St. Gallen', 'Luzern', 'Basel'][index % 8] ?? 'Zürich',
      45.9 + ((index * 7) % 19) / 10,
      6.1 + ((index * 11) % 38) / 10,
      (['tradein', 'onlinesales', 'testdrive'] as const).filter((_, service) => (index + service) % 2 === 0),
    ]),
  );
}
