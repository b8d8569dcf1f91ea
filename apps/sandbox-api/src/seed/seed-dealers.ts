import type { BrandId, Locale } from '@carweb/shared-util-brand';
import type { Dealer } from '@carweb/api-contracts';
import type { Random } from './prng';
import { SWISS_CITIES, type SwissCity } from './data/swiss-cities';
import { FIRST_NAMES, SURNAMES } from './data/names';
import { CONTACT_POSITIONS, type SeedDealer, type SeedContactPerson } from '../domain/dealer-record';
import { slugify } from '../domain/slugify';
import { DEALER_FIXTURES } from './dealer-fixtures';
import { dealerImagePath } from '../media/media-paths';
import { openingHours } from './opening-hours';
import { BRAND_DISPLAY_NAMES } from '../domain/brands';

const LEGAL = { de: 'AG', fr: 'SA', it: 'SA' } as const;

/** How many generated main dealers each wholesaler gets (48 in total, all eleven brands). */
const BRAND_SPREAD: readonly [BrandId, number][] = [
  ['kia', 7],
  ['toyota', 7],
  ['opel', 5],
  ['citroen', 4],
  ['suzuki', 5],
  ['lexus', 3],
  ['landrover', 3],
  ['jaguar', 2],
  ['zeekr', 2],
  ['emilfrey', 6],
  ['multilease', 4],
];

function language(city: SwissCity, random: Random): 'de' | 'fr' | 'it' {
  if (city.region === 'bilingual') return random.chance(0.5) ? 'de' : 'fr';
  return city.region;
}

function localesFor(city: SwissCity, lang: 'de' | 'fr' | 'it', random: Random): Locale[] {
  if (city.region === 'bilingual') return lang === 'de' ? ['de', 'fr'] : ['fr', 'de'];
  if (lang === 'it') return random.chance(0.3) ? ['it', 'de'] : ['it'];
  if (random.chance(0.25)) return lang === 'de' ? ['de', 'fr', 'it'] : ['fr', 'de', 'it'];
  return random.chance(0.3) ? (lang === 'de' ? ['de', 'fr'] : ['fr', 'de']) : [lang];
}

export function phoneNumber(areaCode: string, random: Random): string {
  const d = () => random.int(10, 99);
  return `+41 ${areaCode} ${random.int(200, 999)} ${d()} ${d()}`;
}

function dealerName(brand: BrandId, city: SwissCity, lang: 'de' | 'fr' | 'it', random: Random): string {
  const surname = random.pick(SURNAMES[lang]);
  const town = city.city.replace(/ (SG|ZH)$/, '');
  switch (random.int(0, 3)) {
    case 0:
      return `${BRAND_DISPLAY_NAMES[brand]} ${lang === 'de' ? 'Center' : 'Centre'} ${town}`;
    case 1:
      return lang === 'de' ? `Garage ${surname} ${LEGAL[lang]}` : `Garage ${surname} ${LEGAL[lang]}`;
    case 2:
      return lang === 'de' ? `Auto ${surname} ${LEGAL[lang]}` : `Automobiles ${surname} ${LEGAL[lang]}`;
    default:
      return brand === 'emilfrey' ? `Emil Frey ${town}` : `${surname} Automobile ${town} ${LEGAL[lang]}`;
  }
}

function contactPersons(lang: 'de' | 'fr' | 'it', domain: string, areaCode: string, random: Random): SeedContactPerson[] {
  return CONTACT_POSITIONS.slice(0, random.int(4, CONTACT_POSITIONS.length)).map((position) => {
    const first = random.pick(FIRST_NAMES[lang]);
    const last = random.pick(SURNAMES[lang]);
    return {
      name: `${first} ${last}`,
      positionCode: position,
      phone: phoneNumber(areaCode, random),
      email: `${slugify(first)}.${slugify(last)}@${domain}`,
    };
  });
}

/** Main dealers (fixtures first, then 48 generated ones) and their sub-dealers. */
export function seedDealers(random: Random): SeedDealer[] {
  const dealers: SeedDealer[] = [...DEALER_FIXTURES];
  const usedSlugs = new Set(dealers.map((d) => d.dealer.slug));
  const cities = random.sample(SWISS_CITIES, SWISS_CITIES.length);
  let cityIndex = 0;
  let nextId = 200;
  const brands = BRAND_SPREAD.flatMap(([brand, count]) => Array.from({ length: count }, () => brand));

  const build = (brand: BrandId, city: SwissCity, parent: SeedDealer | null): SeedDealer => {
    const lang = parent ? parent.language : language(city, random);
    const name = parent ? `${parent.dealer.name.replace(/ (AG|SA)$/, '')} – ${city.city}` : dealerName(brand, city, lang, random);
    let slug = slugify(name);
    while (usedSlugs.has(slug)) slug = `${slug}-${slugify(city.city)}`;
    usedSlugs.add(slug);
    const domain = `${slugify(parent?.dealer.name.replace(/ (AG|SA)$/, '') ?? name.replace(/ (AG|SA)$/, ''))}.ch`;
    const type: Dealer['type'] = parent
      ? random.weighted([
          ['sales_service', 4],
          ['service', 2],
          ['sales', 1],
        ] as const)
      : random.weighted([
          ['sales_service', 8],
          ['sales', 2],
          ['service', 2],
        ] as const);
    const dealerId = nextId++;
    const locales = parent ? parent.dealer.locales : localesFor(city, lang, random);
    const jitter = () => (random.next() - 0.5) * 0.02;
    return {
      language: lang,
      parentId: parent?.dealer.dealerId ?? null,
      services: serviceFlags(type, random),
      contactPersons: contactPersons(lang, domain, city.areaCode, random),
      dealer: {
        dealerId,
        slug,
        name,
        street: `${random.pick(city.streets)} ${random.int(1, 180)}`,
        zip: city.zip,
        city: city.city,
        phone: phoneNumber(city.areaCode, random),
        email: `info@${domain}`,
        logo: null,
        latitude: round(city.latitude + jitter()),
        longitude: round(city.longitude + jitter()),
        locales,
        defaultLocale: locales[0],
        type,
        hasCars: type !== 'service',
        wholesaler: { name: brand },
        subDealers: [],
        locationImage: { url: dealerImagePath(dealerId) },
        socialMedia: random.sample(['facebook', 'instagram', 'youtube', 'twitter'] as const, random.int(0, 3)).map((kind) => ({
          type: kind,
          url: `https://www.${kind}.com/${slug}`,
        })),
        externalServiceFormUrl: random.chance(0.1) ? `https://termine.${domain}/service` : null,
        extraMainNavLinks: random.chance(0.2) ? [{ label: 'Karriere', link: `https://www.${domain}/jobs` }] : [],
        messengerpeople: random.chance(0.3) ? { phone: phoneNumber('79', random), id: `mp-${dealerId}` } : null,
        vehicleSourceDealerIds: [],
        brandsPages:
          brand === 'emilfrey' || brand === 'multilease'
            ? random.sample(['kia', 'toyota', 'suzuki', 'opel', 'citroen'], random.int(2, 4))
            : random.chance(0.5)
              ? [brand]
              : [],
        openingHours: openingHours(type),
        rating: random.chance(0.85) ? { average: Math.round((3.6 + random.next() * 1.4) * 10) / 10, count: random.int(8, 640) } : null,
      },
    };
  };

  for (const brand of brands) {
    const main = build(brand, cities[cityIndex++ % cities.length], null);
    dealers.push(main);
    if (random.chance(0.35)) {
      const subCount = random.int(1, 2);
      for (let i = 0; i < subCount; i++) {
        const sameRegion = SWISS_CITIES.filter(
          (c) => c.region === cities[(cityIndex - 1) % cities.length].region && c.city !== main.dealer.city,
        );
        dealers.push(build(brand, random.pick(sameRegion.length ? sameRegion : SWISS_CITIES), main));
      }
    }
  }
  linkSubDealers(dealers);
  linkSourceDealers(dealers, random);
  return dealers;
}

function serviceFlags(type: Dealer['type'], random: Random): string[] {
  const flags = ['tradein'];
  if (type !== 'service' && random.chance(0.6)) flags.push('onlinesales');
  if (type !== 'service') flags.push('testdrive');
  return flags;
}

function linkSubDealers(dealers: SeedDealer[]): void {
  for (const parent of dealers) {
    parent.dealer.subDealers = dealers
      .filter((d) => d.parentId === parent.dealer.dealerId)
      .map((d) => ({ dealerId: d.dealer.dealerId, slug: d.dealer.slug, name: d.dealer.name, locationImage: d.dealer.locationImage }));
  }
}

/** A few dealer groups show the stock of a sister company of the same wholesaler. */
function linkSourceDealers(dealers: SeedDealer[], random: Random): void {
  const mains = dealers.filter((d) => d.parentId === null && d.dealer.type !== 'service' && d.dealer.dealerId >= 200);
  for (const entry of mains) {
    if (!random.chance(0.15)) continue;
    const sister = mains.find((d) => d !== entry && d.dealer.wholesaler.name === entry.dealer.wholesaler.name);
    if (sister) entry.dealer.vehicleSourceDealerIds = [sister.dealer.dealerId];
  }
}

const round = (value: number) => Math.round(value * 10000) / 10000;
