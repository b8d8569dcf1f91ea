// Test and story data only: the about-us, locations and our-brands pages as the backend answers them
// (mirrors the sandbox's auto-zentrum-zuerich).
import type { AboutUs, BrandPage, Dealer, SubDealerDetail } from '@carweb/api-contracts';
import { modelRangeFixture, testDealer } from '@carweb/shared-testing';

const WEEK: Dealer['openingHours'] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '07:30', closes: '12:00' },
    { weekday, opens: '13:30', closes: '18:30' },
  ]),
  { weekday: 6, opens: '09:00', closes: '16:00' },
];

/** The dealer with two sub-dealers and a brand page, open the whole week. */
export const aboutUsDealer = (overrides: Partial<Dealer> = {}) => testDealer({ brandsPages: ['kia'], openingHours: WEEK, ...overrides });

/** about-us (the dealer's) or about-us/{subDealerId} */
export function aboutUsFixture(overrides: Partial<AboutUs> = {}): AboutUs {
  return {
    dealerId: 100,
    headline: 'Über uns – Auto Zentrum Zürich AG',
    paragraphs: [
      'Seit 2010 ist Auto Zentrum Zürich AG Ihr Kia-Partner in Zürich.',
      'Unser Team von 28 Personen kümmert sich um Verkauf, Service und Reparaturen – mit derselben Sorgfalt für jede Kundin und jeden Kunden.',
    ],
    image: { url: '/api/core/media/dealers/100.svg', alt: 'Auto Zentrum Zürich AG' },
    foundedYear: 2010,
    employees: [
      ['Thomas Brunner', 'Geschäftsführer', 'management'],
      ['Sandra Keller', 'Verkaufsberaterin', 'sales'],
      ['Marco Rossi', 'Kundendienstberater', 'service'],
      ['Claudia Huber', 'Empfang', 'administration'],
    ].map(([name, position, department]) => ({
      id: `100-${name.toLowerCase().replace(' ', '-')}`,
      name,
      position,
      phone: '+41 44 123 45 67',
      email: `${name.toLowerCase().replace(' ', '.')}@auto-zentrum-zuerich.ch`,
      department: department as AboutUs['employees'][number]['department'],
      image: null,
    })),
    openingHours: WEEK,
    brandsPages: ['kia'],
    slugLocalizations: { de: 'ueber-uns', fr: 'a-propos-de-nous', it: 'chi-siamo', en: 'about-us', sl: 'o-nas' },
    ...overrides,
  };
}

const SUB_DEALERS = {
  'auto-zentrum-zuerich-oerlikon': { dealerId: 101, name: 'Auto Zentrum Zürich – Oerlikon', street: 'Thurgauerstrasse 40', zip: '8050' },
  'auto-zentrum-zuerich-dietikon': { dealerId: 102, name: 'Auto Zentrum Zürich – Dietikon', street: 'Zürcherstrasse 161', zip: '8953' },
};

/** sub-dealers/{subDealerSlug}, or one entry of sub-dealers/detail */
export function subDealerFixture(
  slug: keyof typeof SUB_DEALERS = 'auto-zentrum-zuerich-oerlikon',
  overrides: Partial<SubDealerDetail> = {},
) {
  const sub = SUB_DEALERS[slug];
  const city = sub.zip === '8050' ? 'Zürich' : 'Dietikon';
  return {
    ...testDealer({
      ...sub,
      slug,
      city,
      phone: `+41 44 123 45 ${sub.dealerId - 21}`,
      email: `${slug.split('-').pop()}@auto-zentrum-zuerich.ch`,
    }),
    subDealers: [],
    openingHours: WEEK,
    locationImage: { url: `/api/core/media/dealers/${sub.dealerId}.svg` },
    parentDealerId: 100,
    contactPersons: [
      { name: 'Laura Meier', position: 'Standortleiterin', phone: '+41 44 123 45 81', email: 'laura.meier@auto-zentrum-zuerich.ch' },
      { name: 'Jonas Frei', position: 'Serviceberater', phone: '+41 44 123 45 82', email: 'jonas.frei@auto-zentrum-zuerich.ch' },
    ],
    ...overrides,
  } satisfies SubDealerDetail;
}

/** brand-world/page/kia */
export function brandPageFixture(overrides: Partial<BrandPage['general']> = {}): BrandPage {
  return {
    general: {
      vehicleProfileId: 1,
      brand: 'kia',
      name: 'Kia',
      headline: 'Die Welt von Kia',
      introText: 'Entdecken Sie die aktuellen Modelle von Kia bei Ihrem Händler in der Schweiz.',
      logo: '/api/core/media/banners/logo-kia.svg?text=Kia',
      heroImage: '/api/core/media/banners/brand-kia.svg?text=Die%20Welt%20von%20Kia',
      ...overrides,
    },
    highlights: [
      { title: 'Design', text: 'Unverwechselbar und zeitlos.' },
      { title: 'Technologie', text: 'Vernetzt und effizient.' },
    ],
    models: modelRangeFixture().models.slice(0, 3),
    slugLocalizations: { de: 'kia', fr: 'kia', it: 'kia', en: 'kia', sl: 'kia' },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 404 ? 'Not Found' : status >= 500 ? 'Internal Server Error' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers per URL part, first match wins; a number is that status with an error body. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

/** The dealer and model services of the fixtures; `answers` come first (e.g. a 404 or 500 for one call). */
export function aboutUsFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/dealer-slug/', aboutUsDealer()],
    ['/sub-dealers/detail', [subDealerFixture(), subDealerFixture('auto-zentrum-zuerich-dietikon')]],
    ['/sub-dealers/auto-zentrum-zuerich-oerlikon', subDealerFixture()],
    ['/sub-dealers/auto-zentrum-zuerich-dietikon', subDealerFixture('auto-zentrum-zuerich-dietikon')],
    [
      '/about-us/101',
      aboutUsFixture({
        dealerId: 101,
        headline: 'Über uns – Auto Zentrum Zürich – Oerlikon',
        paragraphs: ['Seit 1982 ist Auto Zentrum Zürich – Oerlikon Ihr Kia-Partner in Zürich.'],
        foundedYear: 1982,
        image: { url: '/api/core/media/dealers/101.svg', alt: 'Auto Zentrum Zürich – Oerlikon' },
      }),
    ],
    ['/about-us?', aboutUsFixture()],
    ['/brand-world/page/kia', brandPageFixture()],
    ['/seo', 404],
  ];
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture', message: `status ${answer}` }, answer) : json(answer);
  };
}
