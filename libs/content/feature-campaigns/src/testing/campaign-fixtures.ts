// Campaigns and news as the sandbox seeds them for kia (apps/sandbox-api/src/seed/seed-content.ts), in de and fr: the
// stories' backend answers and the unit tests' data. The story recording (decision 0029) has no campaign or news call
// yet; when it has, the stories take these from it.
import type { CampaignAndNewsPage, PageBuilderContent } from '@carweb/api-contracts';

type Lang = 'de' | 'fr';
type Texts = Record<Lang, string>;

const PATH_TYPE = '@builder.io/core:LocalizedValue';
const NOW = '2026-11-02T08:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

interface Seed {
  id: string;
  category: CampaignAndNewsPage['category'];
  title: Texts;
  short: Texts;
  long: Texts;
  cta: Texts;
  /** the item's localized paths: de and fr, the other languages German's */
  paths: Texts;
  daysAgo: number;
  override?: Texts;
}

const SEEDS: Seed[] = [
  {
    id: 'campaign-kia-leasing-picanto',
    category: 'campaign',
    title: { de: 'Kia Picanto: Leasing ab 1.99 %', fr: 'Kia Picanto : leasing dès 1.99 %' },
    short: { de: 'Den Kia Picanto jetzt zu Sonderkonditionen leasen.', fr: 'Louez la Kia Picanto maintenant à des conditions spéciales.' },
    long: {
      de: '<p>Nur für kurze Zeit: Leasen Sie den Kia Picanto zu 1.99 % effektivem Jahreszins.</p>',
      fr: '<p>Pour une durée limitée : louez la Kia Picanto à 1.99 % de taux annuel effectif.</p>',
    },
    cta: { de: 'Angebot ansehen', fr: 'Voir l’offre' },
    paths: { de: '/aktionen/leasing-picanto', fr: '/actions/leasing-picanto' },
    daysAgo: 2,
    // into the vehicle market, filtered by the model
    override: { de: '/auto-finden?model[]=Picanto', fr: '/trouver-un-vehicule?model[]=Picanto' },
  },
  {
    id: 'campaign-kia-leasing-stonic',
    category: 'campaign',
    title: { de: 'Kia Stonic: Leasing ab 1.99 %', fr: 'Kia Stonic : leasing dès 1.99 %' },
    short: { de: 'Den Kia Stonic jetzt zu Sonderkonditionen leasen.', fr: 'Louez la Kia Stonic maintenant à des conditions spéciales.' },
    long: {
      de: '<p>Nur für kurze Zeit: Leasen Sie den Kia Stonic zu 1.99 % effektivem Jahreszins.</p><p>Ihr Partner berät Sie gerne.</p>',
      fr: '<p>Pour une durée limitée : louez la Kia Stonic à 1.99 % de taux annuel effectif.</p><p>Votre partenaire vous conseille volontiers.</p>',
    },
    cta: { de: 'Angebot ansehen', fr: 'Voir l’offre' },
    paths: { de: '/aktionen/leasing-stonic', fr: '/actions/leasing-stonic' },
    daysAgo: 7,
  },
  {
    id: 'campaign-kia-winter-check',
    category: 'campaign',
    title: { de: 'Winter-Check für CHF 49.–', fr: 'Check-up hiver pour CHF 49.–' },
    short: {
      de: 'Sicher durch den Winter: Batterie, Licht und Reifen geprüft.',
      fr: 'Un hiver en toute sécurité : batterie, phares et pneus contrôlés.',
    },
    long: {
      de: '<p>Unser Winter-Check prüft alles, was im Winter zählt.</p>',
      fr: '<p>Notre check-up hiver contrôle tout ce qui compte en hiver.</p>',
    },
    cta: { de: 'Termin vereinbaren', fr: 'Prendre rendez-vous' },
    paths: { de: '/aktionen/winter-check', fr: '/actions/check-up-hiver' },
    daysAgo: 115,
  },
  {
    id: 'news-kia-open-day',
    category: 'news',
    title: { de: 'Tag der offenen Tür', fr: 'Journée portes ouvertes' },
    short: { de: 'Wettbewerb, Festwirtschaft und Probefahrten', fr: 'Concours, restauration et essais' },
    long: { de: '<p>Besuchen Sie uns am Tag der offenen Tür.</p>', fr: '<p>Rendez-nous visite lors de la journée portes ouvertes.</p>' },
    cta: { de: 'Mehr erfahren', fr: 'En savoir plus' },
    paths: { de: '/news/tag-der-offenen-tuer', fr: '/news/journee-portes-ouvertes' },
    daysAgo: 12,
  },
  {
    id: 'news-kia-charging',
    category: 'news',
    title: { de: 'Neue Schnellladestationen', fr: 'Nouvelles bornes de recharge rapide' },
    short: { de: 'Laden während des Service', fr: 'Recharger pendant le service' },
    long: { de: '<p>Laden Sie Ihr Auto während des Service.</p>', fr: '<p>Rechargez votre voiture pendant le service.</p>' },
    cta: { de: 'Mehr erfahren', fr: 'En savoir plus' },
    paths: { de: '/news/neue-ladestationen', fr: '/news/nouvelles-bornes-de-recharge' },
    daysAgo: 40,
  },
];

const localizedUrlPath = (paths: Texts) => ({
  '@type': PATH_TYPE,
  Default: paths.de,
  'de-CH': paths.de,
  'fr-CH': paths.fr,
  'it-CH': paths.de,
  'en-CH': paths.de,
  'sl-CH': paths.de,
});

const media = (key: string, text: string) => `/api/core/media/banners/${key}.svg?text=${encodeURIComponent(text)}`;

function toItem(seed: Seed, lang: Lang): CampaignAndNewsPage {
  const title = seed.title[lang];
  return {
    id: seed.id,
    title,
    headline: title,
    marketingTitle: title,
    shortDescription: seed.short[lang],
    longDescription: seed.long[lang],
    miniDescription: seed.short[lang].slice(0, 80),
    image: media(seed.id, title),
    imageAlt: title,
    keyVisual: media(`kv-${seed.id}`, title),
    published: true,
    hidden: false,
    localizedUrlPath: localizedUrlPath(seed.paths),
    teaserUrlOverride: seed.override?.[lang] ?? null,
    category: seed.category,
    seo: { title: `${title} | Kia`, description: seed.short[lang] },
    creationDate: daysAgo(seed.daysAgo + 7),
    publishingDate: daysAgo(seed.daysAgo),
    depublishDate: null,
    marketingDate: daysAgo(seed.daysAgo),
    ctaText: seed.cta[lang],
    carFilterId: null,
    brand: 'kia',
    campaignSpecificData: { isKeyCampaign: false },
  };
}

const langOf = (locale: string): Lang => (locale === 'fr' ? 'fr' : 'de');

/** The kia campaigns or news a list shows, newest first, in the language (fr, else German). */
export const storyItems = (category: CampaignAndNewsPage['category'], locale = 'de'): CampaignAndNewsPage[] =>
  SEEDS.filter((seed) => seed.category === category).map((seed) => toItem(seed, langOf(locale)));

/** One item by id, in the language. */
export function storyItem(id: string, locale = 'de'): CampaignAndNewsPage {
  const seed = SEEDS.find((s) => s.id === id);
  if (!seed) throw new Error(`no story item ${id}`);
  return toItem(seed, langOf(locale));
}

/** The item as the content listing answers it (`api/v3/content/{model}`): an entry with the item as its data. */
export const contentEntry = (item: CampaignAndNewsPage) => ({
  id: item.id,
  name: item.title,
  modelName: item.category,
  published: item.published ? ('published' as const) : ('draft' as const),
  createdDate: Date.parse(item.creationDate),
  lastUpdated: Date.parse(item.publishingDate),
  data: item,
});

/** The item's page-builder page as the sandbox builds it: Hero, Text and a Button to the dealer search. */
export const storyPageBuilder = (item: CampaignAndNewsPage): PageBuilderContent => ({
  id: item.id,
  model: 'campaign-and-news-page',
  name: item.title,
  data: {
    title: item.title,
    url: item.localizedUrlPath['Default'] ?? '',
    blocks: [
      { id: `${item.id}-hero`, component: 'Hero', options: { headline: item.headline, image: item.keyVisual } },
      { id: `${item.id}-text`, component: 'Text', options: { text: item.longDescription } },
      { id: `${item.id}-cta`, component: 'Button', options: { text: item.ctaText, link: '/dealer-search' } },
    ],
  },
});
