import type { Dealer } from '@carweb/api-contracts';
import type { SeedDealer } from '../domain/dealer-record';
import { dealerImagePath } from '../media/media-paths';
import { openingHours } from './opening-hours';

/** Dealers the front-end e2e tests rely on: ids, slugs and addresses never change. */
export const FIXTURE_IDS = {
  autoZentrumZuerich: 100,
  autoZentrumOerlikon: 101,
  autoZentrumDietikon: 102,
  garageLugano: 110,
  kiaServiceBern: 120,
  toyotaCenterBern: 130,
} as const;

type FixtureInput = Pick<Dealer, 'dealerId' | 'slug' | 'name' | 'street' | 'zip' | 'city' | 'phone' | 'email' | 'latitude' | 'longitude' | 'locales' | 'type'> &
  Partial<Omit<Dealer, 'wholesaler'>> & { wholesaler: string; parentId?: number; language: SeedDealer['language']; services: string[] };

function fixture(input: FixtureInput): SeedDealer {
  const { wholesaler, parentId = null, language, services, ...dealer } = input;
  return {
    language,
    parentId,
    services,
    contactPersons: [
      { name: 'Thomas Brunner', positionCode: 'managingDirector', phone: dealer.phone, email: `thomas.brunner@${dealer.email.split('@')[1]}` },
      { name: 'Sandra Keller', positionCode: 'salesConsultant', phone: dealer.phone, email: `sandra.keller@${dealer.email.split('@')[1]}` },
      { name: 'Marco Rossi', positionCode: 'serviceAdvisor', phone: dealer.phone, email: `marco.rossi@${dealer.email.split('@')[1]}` },
      { name: 'Claudia Huber', positionCode: 'reception', phone: dealer.phone, email: `claudia.huber@${dealer.email.split('@')[1]}` },
    ],
    dealer: {
      logo: null,
      defaultLocale: dealer.locales[0],
      hasCars: dealer.type !== 'service',
      wholesaler: { name: wholesaler },
      subDealers: [],
      locationImage: { url: dealerImagePath(dealer.dealerId) },
      socialMedia: [],
      externalServiceFormUrl: null,
      extraMainNavLinks: [],
      messengerpeople: null,
      vehicleSourceDealerIds: [],
      brandsPages: [],
      openingHours: openingHours(dealer.type),
      rating: null,
      ...dealer,
    },
  };
}

export const DEALER_FIXTURES: SeedDealer[] = [
  fixture({
    dealerId: FIXTURE_IDS.autoZentrumZuerich, slug: 'auto-zentrum-zuerich', name: 'Auto Zentrum Zürich AG', wholesaler: 'kia',
    street: 'Badenerstrasse 500', zip: '8048', city: 'Zürich', phone: '+41 44 123 45 67', email: 'info@auto-zentrum-zuerich.ch',
    latitude: 47.3845, longitude: 8.4932, locales: ['de', 'fr', 'it'], type: 'sales_service', language: 'de',
    services: ['tradein', 'onlinesales', 'testdrive'],
    socialMedia: [
      { type: 'facebook', url: 'https://www.facebook.com/autozentrumzuerich' },
      { type: 'instagram', url: 'https://www.instagram.com/autozentrumzuerich' },
      { type: 'youtube', url: 'https://www.youtube.com/@autozentrumzuerich' },
    ],
    extraMainNavLinks: [{ label: 'Karriere', link: 'https://www.auto-zentrum-zuerich.ch/karriere' }],
    messengerpeople: { phone: '+41 79 123 45 67', id: 'mp-auto-zentrum-zuerich' },
    brandsPages: ['kia'],
    rating: { average: 4.7, count: 318 },
  }),
  fixture({
    dealerId: FIXTURE_IDS.autoZentrumOerlikon, slug: 'auto-zentrum-zuerich-oerlikon', name: 'Auto Zentrum Zürich – Oerlikon', wholesaler: 'kia',
    parentId: FIXTURE_IDS.autoZentrumZuerich, street: 'Thurgauerstrasse 40', zip: '8050', city: 'Zürich', phone: '+41 44 123 45 80',
    email: 'oerlikon@auto-zentrum-zuerich.ch', latitude: 47.4146, longitude: 8.5488, locales: ['de', 'fr', 'it'], type: 'sales_service',
    language: 'de', services: ['tradein', 'testdrive'], rating: { average: 4.5, count: 96 },
  }),
  fixture({
    dealerId: FIXTURE_IDS.autoZentrumDietikon, slug: 'auto-zentrum-zuerich-dietikon', name: 'Auto Zentrum Zürich – Dietikon', wholesaler: 'kia',
    parentId: FIXTURE_IDS.autoZentrumZuerich, street: 'Zürcherstrasse 120', zip: '8953', city: 'Dietikon', phone: '+41 44 123 45 90',
    email: 'dietikon@auto-zentrum-zuerich.ch', latitude: 47.4021, longitude: 8.4068, locales: ['de', 'fr', 'it'], type: 'service',
    language: 'de', services: ['tradein'],
  }),
  fixture({
    dealerId: FIXTURE_IDS.garageLugano, slug: 'garage-lugano', name: 'Garage Lugano SA', wholesaler: 'kia',
    street: 'Via Cantonale 12', zip: '6900', city: 'Lugano', phone: '+41 91 960 12 34', email: 'info@garage-lugano.ch',
    latitude: 46.0105, longitude: 8.9542, locales: ['it'], type: 'sales', language: 'it', services: ['tradein', 'testdrive'],
    socialMedia: [{ type: 'facebook', url: 'https://www.facebook.com/garagelugano' }],
    rating: { average: 4.4, count: 57 },
  }),
  fixture({
    dealerId: FIXTURE_IDS.kiaServiceBern, slug: 'kia-service-bern', name: 'Kia Service Bern AG', wholesaler: 'kia',
    street: 'Freiburgstrasse 400', zip: '3018', city: 'Bern', phone: '+41 31 990 11 22', email: 'service@kia-service-bern.ch',
    latitude: 46.9402, longitude: 7.3917, locales: ['de', 'fr'], type: 'service', language: 'de', services: ['tradein'],
    externalServiceFormUrl: 'https://termine.kia-service-bern.ch/service',
    rating: { average: 4.2, count: 41 },
  }),
  fixture({
    dealerId: FIXTURE_IDS.toyotaCenterBern, slug: 'toyota-center-bern', name: 'Toyota Center Bern AG', wholesaler: 'toyota',
    street: 'Murtenstrasse 150', zip: '3008', city: 'Bern', phone: '+41 31 380 55 00', email: 'info@toyota-center-bern.ch',
    latitude: 46.9446, longitude: 7.4139, locales: ['de', 'fr'], type: 'sales_service', language: 'de',
    services: ['tradein', 'onlinesales', 'testdrive'],
    socialMedia: [{ type: 'instagram', url: 'https://www.instagram.com/toyotacenterbern' }],
    messengerpeople: { phone: '+41 79 380 55 00', id: 'mp-toyota-center-bern' },
    brandsPages: ['toyota'],
    rating: { average: 4.6, count: 204 },
  }),
];
