import type { PageBuilderContent, Promotion } from '@carweb/api-contracts';

/** A dealer promotion as the sandbox's dealer auto-zentrum-zuerich has it (German): free winter wheels, new and demo cars. */
export function promotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: '100-free-winter-wheels',
    slug: 'gratis-winterraeder',
    slugLocalizations: {
      de: 'gratis-winterraeder',
      fr: 'roues-hiver-offertes',
      it: 'ruote-invernali-gratuite',
      en: 'free-winter-wheels',
      sl: 'brezplacna-zimska-kolesa',
    },
    isBuilderIoContent: false,
    builderIoPageId: null,
    title: 'Winterräder geschenkt',
    shortDescription: 'Zu jedem Neuwagen ein Satz Winterkompletträder.',
    longDescription:
      'Bei Vertragsabschluss bis Ende Monat erhalten Sie einen Satz Winterkompletträder im Wert von bis zu CHF 2000.– geschenkt.',
    image: '/api/core/media/banners/promotion-free-winter-wheels.svg?text=Winterr%C3%A4der%20geschenkt',
    imageAlt: 'Winterräder geschenkt',
    category: 'sales',
    isServiceTheme: false,
    ctaText: 'Angebote entdecken',
    carFilterId: '{"cond":["new","demo"]}',
    publishingDate: '2026-11-02',
    validUntil: null,
    ...overrides,
  };
}

/** A service-theme promotion ({base}/services/{slug}): the winter check, no vehicles. */
export function serviceThemePromotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return promotionFixture({
    id: '100-winter-check',
    slug: 'winter-check',
    slugLocalizations: { de: 'winter-check', fr: 'check-hiver', it: 'check-invernale', en: 'winter-check', sl: 'zimski-pregled' },
    title: 'Winter-Check für CHF 49.–',
    shortDescription: 'Batterie, Licht, Reifen und Scheibenwischer – in 30 Minuten geprüft.',
    longDescription:
      'Damit Sie sicher durch den Winter kommen, prüfen unsere Fachleute die wichtigsten Punkte Ihres Fahrzeugs. Termin online buchen und vor Ort bezahlen.',
    image: '/api/core/media/banners/promotion-winter-check.svg?text=Winter-Check',
    imageAlt: 'Winter-Check für CHF 49.–',
    category: 'service',
    isServiceTheme: true,
    ctaText: 'Termin vereinbaren',
    carFilterId: null,
    publishingDate: '2026-10-20',
    validUntil: '2030-01-14',
    ...overrides,
  });
}

/** The dealer's promotions, newest first: two for a vehicle, one service theme. */
export function promotionListFixture(): Promotion[] {
  return [
    promotionFixture(),
    serviceThemePromotionFixture(),
    promotionFixture({
      id: '100-young-used-leasing',
      slug: 'junge-occasionen-leasing',
      slugLocalizations: { de: 'junge-occasionen-leasing', fr: 'occasions-recentes-leasing', it: 'occasioni-recenti-leasing' },
      title: 'Junge Occasionen mit 1.99 % Leasing',
      shortDescription: 'Höchstens 12 Monate alt und maximal 5000 km – zum Vorzugszins.',
      image: '/api/core/media/banners/promotion-young-used-leasing.svg?text=Junge%20Occasionen',
      imageAlt: 'Junge Occasionen mit 1.99 % Leasing',
      ctaText: 'Fahrzeuge ansehen',
      carFilterId: '{"qualitytags":["youngUsedProgramme"]}',
      publishingDate: '2026-10-01',
      validUntil: '2030-03-31',
    }),
  ];
}

/** The page-builder page of a promotion ('campaign-and-news-page'): hero, rich text, button. */
export function promotionPageBuilderFixture(overrides: Partial<PageBuilderContent['data']> = {}): PageBuilderContent {
  const id = 'campaign-page-100-free-winter-wheels';
  return {
    id,
    model: 'campaign-and-news-page',
    name: 'Winterräder geschenkt',
    data: {
      title: 'Winterräder geschenkt',
      url: '/promotions/gratis-winterraeder',
      blocks: [
        { id: `${id}-hero`, component: 'Hero', options: { headline: 'Winterräder geschenkt – nur diesen Monat', image: '/banner.svg' } },
        { id: `${id}-text`, component: 'Text', options: { text: '<p>Zu jedem <strong>Neuwagen</strong> ein Satz Winterräder.</p>' } },
        { id: `${id}-cta`, component: 'Button', options: { text: 'Angebote entdecken', link: 'contact' } },
      ],
      ...overrides,
    },
  };
}
