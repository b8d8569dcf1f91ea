// The content service's answers of the corporate home as the sandbox seeds them for kia (shortened), in de and fr (the
// other languages read German): the unit tests' data and the stories' backend answers. The story recording
// (decision 0029) has none of the home's content calls yet; when it has, the stories take these from it.
import type { CampaignAndNewsPage, MagazineArticle } from '@carweb/api-contracts';

type Lang = 'de' | 'fr';
type Texts = Record<Lang, string>;
const text = (texts: Texts, locale: string) => texts[locale as Lang] ?? texts.de;
const PATH_TYPE = '@builder.io/core:LocalizedValue';
const NOW = Date.parse('2026-11-02T08:00:00.000Z');
const DAY = 86_400_000;

const paths = (de: string, fr: string) => ({
  '@type': PATH_TYPE,
  Default: de,
  'de-CH': de,
  'fr-CH': fr,
  'it-CH': de,
  'en-CH': de,
});

/** A listed campaign (published, not hidden, no dealer's landing page); `patch` changes it. */
export function campaignFixture(id: string, patch: Partial<CampaignAndNewsPage> = {}): CampaignAndNewsPage {
  return {
    id,
    category: 'campaign',
    title: id,
    headline: id,
    marketingTitle: id,
    shortDescription: `${id}: kurz`,
    longDescription: '',
    miniDescription: '',
    image: `/api/core/media/banners/${id}.svg`,
    imageAlt: '',
    keyVisual: `/api/core/media/banners/kv-${id}.svg`,
    published: true,
    hidden: false,
    localizedUrlPath: paths(`/aktionen/${id}`, `/actions/${id}`),
    teaserUrlOverride: null,
    seo: { title: id, description: '' },
    creationDate: '2026-01-01',
    publishingDate: '2026-10-01',
    depublishDate: null,
    marketingDate: '2026-10-01',
    ctaText: '',
    carFilterId: null,
    brand: 'kia',
    campaignSpecificData: {},
    ...patch,
  };
}

const CAMPAIGNS: [slug: string, title: Texts, short: Texts, cta: Texts, days: number][] = [
  [
    'winter-check',
    { de: 'Winter-Check für CHF 49.–', fr: 'Check-up hiver pour CHF 49.–' },
    { de: 'Batterie, Licht, Reifen und Scheibenwischer – in 30 Minuten geprüft.', fr: 'Batterie, phares, pneus et essuie-glaces.' },
    { de: 'Termin vereinbaren', fr: 'Prendre rendez-vous' },
    1,
  ],
  [
    'leasing-picanto',
    { de: 'Kia Picanto: Leasing ab 1.99 %', fr: 'Kia Picanto : leasing dès 1.99 %' },
    { de: 'Den Kia Picanto jetzt zu Sonderkonditionen leasen.', fr: 'Louez la Kia Picanto à des conditions spéciales.' },
    { de: 'Angebot ansehen', fr: 'Voir l’offre' },
    2,
  ],
  [
    'leasing-stonic',
    { de: 'Kia Stonic: Leasing ab 1.99 %', fr: 'Kia Stonic : leasing dès 1.99 %' },
    { de: 'Den Kia Stonic jetzt zu Sonderkonditionen leasen.', fr: 'Louez la Kia Stonic à des conditions spéciales.' },
    { de: 'Angebot ansehen', fr: 'Voir l’offre' },
    7,
  ],
  [
    'junge-occasionen-leasing',
    { de: 'Junge Occasionen mit 1.99 % Leasing', fr: 'Occasions récentes en leasing à 1.99 %' },
    { de: 'Höchstens 12 Monate alt und maximal 5000 km.', fr: '12 mois et 5000 km au maximum.' },
    { de: 'Fahrzeuge ansehen', fr: 'Voir les véhicules' },
    30,
  ],
  [
    'eintauschpraemie',
    { de: 'Eintauschprämie bis CHF 3000.–', fr: 'Prime de reprise jusqu’à CHF 3000.–' },
    { de: 'Ihr Auto ist mehr wert, als Sie denken.', fr: 'Votre voiture vaut plus que vous ne le pensez.' },
    { de: 'Jetzt bewerten', fr: 'Évaluer maintenant' },
    60,
  ],
];

/** Five campaigns, newest first; the newest is the key campaign (campaignSpecificData.isKeyCampaign). */
export function storyCampaigns(locale = 'de'): CampaignAndNewsPage[] {
  return CAMPAIGNS.map(([slug, title, short, cta, days], index) =>
    campaignFixture(`campaign-kia-${slug}`, {
      title: text(title, locale),
      headline: text(title, locale),
      shortDescription: text(short, locale),
      ctaText: text(cta, locale),
      localizedUrlPath: paths(`/aktionen/${slug}`, `/actions/${slug}`),
      publishingDate: new Date(NOW - days * DAY).toISOString().slice(0, 10),
      campaignSpecificData: index === 0 ? { isKeyCampaign: true } : {},
    }),
  );
}

/** The content's model categories of kia: the slugs of the brand's model range, and one the range does not have. */
export function storyModelCategories(locale = 'de') {
  const names: Record<string, Texts> = {
    small: { de: 'Kleinwagen', fr: 'Petites voitures' },
    suv: { de: 'SUV', fr: 'SUV' },
    electric: { de: 'Elektro', fr: 'Électrique' },
  };
  return [
    { id: 'suv', name: text(names['suv'], locale), order: 1, modelSlugs: ['stonic', 'sportage', 'sorento'] },
    { id: 'small', name: text(names['small'], locale), order: 0, modelSlugs: ['picanto'] },
    { id: 'electric', name: text(names['electric'], locale), order: 2, modelSlugs: ['ev6', 'ev9', 'concept-ev2'] },
  ];
}

const ARTICLES: [slug: Texts, title: Texts, description: Texts, days: number, minutes: number][] = [
  [
    { de: 'zuhause-laden-so-gehts', fr: 'recharger-a-la-maison' },
    { de: 'Zuhause laden: so gehts', fr: 'Recharger à la maison' },
    { de: 'Wallbox, Anschluss und Kosten im Überblick.', fr: 'Wallbox, raccordement et coûts.' },
    2,
    3,
  ],
  [
    { de: 'reichweite-im-winter', fr: 'autonomie-en-hiver' },
    { de: 'Reichweite im Winter', fr: 'Autonomie en hiver' },
    { de: 'Mit diesen Tipps kommen Sie weiter.', fr: 'Pour aller plus loin.' },
    6,
    4,
  ],
  [
    { de: 'wann-auf-winterreifen-wechseln', fr: 'quand-passer-aux-pneus-d-hiver' },
    { de: 'Wann auf Winterreifen wechseln?', fr: 'Quand passer aux pneus d’hiver ?' },
    { de: 'Die O-bis-O-Regel und was sie bedeutet.', fr: 'D’octobre à Pâques.' },
    10,
    5,
  ],
];

/** The magazine's three newest articles as content entries (REST listing of `magazine-article`). */
export function storyArticles(locale = 'de'): { id: string; data: MagazineArticle }[] {
  return ARTICLES.map(([slug, title, description, days, minutes], index) => {
    const data: MagazineArticle = {
      id: `magazine-${slug.de}`,
      name: text(title, locale),
      lastUpdated: NOW - days * DAY,
      published: true,
      headline: text(title, locale),
      categoryList: [{ categoryId: 'e-mobility' }],
      author: 'Laura Meier',
      readTimeMinutes: minutes,
      articleDescription: text(description, locale),
      previewImage: `/api/core/media/banners/magazine-${slug.de}.svg`,
      previewImageAlt: text(title, locale),
      previewImageTitle: text(title, locale),
      subheadline: text(description, locale),
      teaserType: index === 0 ? 'hero' : 'default',
      localizedUrlPath: paths(`/magazin/${slug.de}`, `/magazine/${slug.fr}`),
      dateTimestamp: NOW - days * DAY,
      isHeroArticle: index === 0,
    };
    return { id: data.id, data };
  });
}

/** A content entry of the REST listing around `data`. */
export const contentEntry = <T extends { id: string; name: string }>(data: T) => ({
  id: data.id,
  name: data.name,
  modelName: 'magazine-article',
  published: 'published' as const,
  createdDate: NOW,
  lastUpdated: NOW,
  data,
});
