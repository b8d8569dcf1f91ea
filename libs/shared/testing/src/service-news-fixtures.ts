import type {
  DealerServiceDetail,
  DealerServicePage,
  DealerServiceSummary,
  NewsItem,
  PageBuilderContent,
  WorkshopService,
} from '@carweb/api-contracts';

/** A generated banner (no network), like the sandbox's media. */
const banner = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 525"><rect width="1200" height="525" fill="#dde3ea"/><text x="60" y="280" font-size="64" fill="#05141f">${text}</text></svg>`,
  )}`;

const summary = (id: string, slug: Record<string, string>, title: string, teaser: string): DealerServiceSummary => ({
  id,
  slug: slug['de'] ?? id,
  title,
  teaser,
  image: { url: banner(title), alt: title },
  slugLocalizations: slug,
});

/** The service pages of the sandbox dealer auto-zentrum-zuerich (shortened), German. */
export function serviceListFixture(): DealerServiceSummary[] {
  return [
    summary(
      'maintenance',
      { de: 'service-und-wartung', fr: 'service-et-entretien', it: 'servizio-e-manutenzione', en: 'service-and-maintenance' },
      'Service & Wartung',
      'Regelmässiger Service nach Herstellervorgabe – mit Originalteilen und Garantieerhalt.',
    ),
    summary(
      'tyres',
      { de: 'reifenservice', fr: 'service-pneus', it: 'servizio-pneumatici', en: 'tyre-service' },
      'Reifenservice & Einlagerung',
      'Räderwechsel, Reifenhotel und Achsvermessung – schnell und zum Fixpreis.',
    ),
    summary(
      'air-conditioning',
      { de: 'klimaservice', fr: 'service-climatisation', it: 'servizio-climatizzazione', en: 'air-conditioning-service' },
      'Klimaservice',
      'Desinfektion, Kältemittel und Filterwechsel für ein gesundes Raumklima.',
    ),
  ];
}

/** service-detail/reifenservice of auto-zentrum-zuerich; page-builder content when `builder` is set. */
export function serviceDetailFixture(overrides: Partial<DealerServiceDetail> = {}): DealerServiceDetail {
  const tyres = serviceListFixture()[1] as DealerServiceSummary;
  return {
    ...tyres,
    headline: 'Reifenservice & Einlagerung – Auto Zentrum Zürich AG',
    description: 'Räderwechsel, Reifenhotel und Achsvermessung – schnell und zum Fixpreis. Unser Team berät Sie persönlich.',
    benefits: ['Originalteile und Garantieerhalt', 'Transparente Fixpreise', 'Ersatzwagen auf Anfrage'],
    priceFrom: 69,
    ctaText: 'Termin vereinbaren',
    contactPersons: [
      { name: 'Marco Rossi', position: 'Serviceberater', phone: '+41 44 123 45 67', email: 'marco.rossi@auto-zentrum-zuerich.ch' },
    ],
    isBuilderIoContent: false,
    builderIoPageId: null,
    ...overrides,
  };
}

/** service-page: the overview texts of auto-zentrum-zuerich. */
export function servicePageFixture(overrides: Partial<DealerServicePage> = {}): DealerServicePage {
  return {
    dealerId: 100,
    headline: 'Service & Werkstatt',
    introText: 'Vom periodischen Service bis zur Reparatur: Wir halten Ihr Fahrzeug in Form.',
    heroImage: { url: banner('Service & Werkstatt'), alt: 'Service & Werkstatt' },
    services: serviceListFixture(),
    topWorkshopServices: workshopServicesFixture().filter((service) => service.isTopService),
    externalServiceFormUrl: null,
    ...overrides,
  };
}

/** workshop-services of auto-zentrum-zuerich (shortened). */
export function workshopServicesFixture(): WorkshopService[] {
  return [
    { id: 'periodic-service', name: 'Periodischer Service', durationMinutes: 120, priceFrom: 290, isTopService: true },
    { id: 'oil-change', name: 'Ölwechsel', durationMinutes: 45, priceFrom: 129, isTopService: true },
    { id: 'wheel-change', name: 'Räderwechsel', durationMinutes: 30, priceFrom: 69, isTopService: true },
    { id: 'windscreen', name: 'Scheibenreparatur', durationMinutes: 60, priceFrom: null, isTopService: false },
  ];
}

/** A news item of auto-zentrum-zuerich; `{dealerName}` in its SEO title is a SPEC §3 placeholder. */
export function newsItemFixture(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: '100-open-day',
    slug: 'tag-der-offenen-tuer',
    slugLocalizations: { de: 'tag-der-offenen-tuer', fr: 'journee-portes-ouvertes', it: 'giornata-porte-aperte', en: 'open-day' },
    isBuilderIoContent: false,
    builderIoPageId: null,
    name: 'Tag der offenen Tür',
    date: '2030-05-04T08:00:00.000Z',
    teaser: {
      title: 'Tag der offenen Tür',
      image: banner('Tag der offenen Tür'),
      url: 'news/tag-der-offenen-tuer',
      ctaText: 'Mehr erfahren',
      subtitle: 'Wettbewerb, Festwirtschaft und Probefahrten',
    },
    landingPage: {
      contenHeadline: { headline: 'Tag der offenen Tür', subHeadline: 'Wettbewerb, Festwirtschaft und Probefahrten' },
      heroImage: banner('Tag der offenen Tür'),
      longCopy: '<p>Auto Zentrum Zürich AG öffnet die Türen: <strong>Werkstattführungen</strong>, Probefahrten und ein Wettbewerb.</p>',
      heroHeadline: 'Tag der offenen Tür',
      seo: { title: 'Tag der offenen Tür | {dealerName}', description: 'Werkstattführungen und Probefahrten bei {dealerName}.' },
    },
    ...overrides,
  };
}

/** news of auto-zentrum-zuerich, newest first. */
export function newsListFixture(): NewsItem[] {
  return [
    newsItemFixture(),
    newsItemFixture({
      id: '100-new-model',
      slug: 'neues-modell-eingetroffen',
      slugLocalizations: { de: 'neues-modell-eingetroffen', fr: 'nouveau-modele-arrive', it: 'nuovo-modello-arrivato' },
      name: 'Der neue Kia EV3 ist da',
      date: '2030-03-12T08:00:00.000Z',
      teaser: {
        title: 'Der neue Kia EV3 ist da',
        image: banner('Kia EV3'),
        url: 'news/neues-modell-eingetroffen',
        ctaText: 'Mehr erfahren',
        subtitle: 'Jetzt Probefahrt vereinbaren',
      },
    }),
  ];
}

/** A page-builder page ('service-page' or 'campaign-and-news-page') with hero, rich text and a button. */
export function pageBuilderFixture(
  model: PageBuilderContent['model'],
  id: string,
  {
    headline = 'Reifenwechsel zum Fixpreis',
    text = '<p>Räderwechsel in 30 Minuten.</p>',
    button = 'Termin vereinbaren',
    link = 'serviceAppointment',
  } = {},
): PageBuilderContent {
  return {
    id,
    model,
    name: headline,
    data: {
      title: headline,
      url: '/service/reifenservice',
      blocks: [
        { id: `${id}-hero`, component: 'Hero', options: { headline, image: banner(headline) } },
        { id: `${id}-text`, component: 'Text', options: { text } },
        { id: `${id}-cta`, component: 'Button', options: { text: button, link } },
      ],
    },
  };
}
