// A magazine as the content service answers it, for this library's tests and stories: 18 articles (e-mobility 10, advice
// 4, lifestyle 2, technology 2), newest first, the newest the hero article, German and French; the REST listing and the
// GraphQL categories computed per request from them, as the sandbox does (its magazine is not in the recorded answers).
import type { MagazineArticle, MagazineCategory } from '@carweb/api-contracts';

type Texts = { de: string; fr: string };
const SEGMENT = { de: 'magazin', fr: 'magazine' } as const;
const DAY = 86_400_000;
/** the newest article's date: 2 November 2026 */
const NEWEST = Date.UTC(2026, 10, 2, 8);

const CATEGORY_NAMES: Record<string, Texts> = {
  'e-mobility': { de: 'Elektromobilität', fr: 'Électromobilité' },
  advice: { de: 'Ratgeber', fr: 'Conseils' },
  lifestyle: { de: 'Lifestyle', fr: 'Art de vivre' },
  technology: { de: 'Technik', fr: 'Technique' },
};

const TOPICS: [slug: string, category: string, title: Texts, teaser: Texts][] = [
  [
    'zuhause-laden',
    'e-mobility',
    { de: 'Zuhause laden: so gehts', fr: 'Recharger à la maison' },
    { de: 'Wallbox, Anschluss und Kosten.', fr: 'Wallbox, raccordement et coûts.' },
  ],
  [
    'winterreifen',
    'advice',
    { de: 'Wann auf Winterreifen wechseln?', fr: 'Quand passer aux pneus d’hiver ?' },
    { de: 'Die O-bis-O-Regel.', fr: 'D’octobre à Pâques.' },
  ],
  [
    'reichweite-im-winter',
    'e-mobility',
    { de: 'Reichweite im Winter', fr: 'Autonomie en hiver' },
    { de: 'So kommen Sie weiter.', fr: 'Pour aller plus loin.' },
  ],
  [
    'oeffentlich-laden',
    'e-mobility',
    { de: 'Öffentlich laden ohne Stress', fr: 'Recharger en public sans stress' },
    { de: 'Ladekarten und Tarife.', fr: 'Cartes et tarifs.' },
  ],
  [
    'leasing-oder-kauf',
    'advice',
    { de: 'Leasing oder Kauf?', fr: 'Leasing ou achat ?' },
    { de: 'Vor- und Nachteile.', fr: 'Avantages et inconvénients.' },
  ],
  [
    'batterie',
    'e-mobility',
    { de: 'Wie lange hält die Batterie?', fr: 'Combien de temps dure la batterie ?' },
    { de: 'Garantie und Pflege.', fr: 'Garantie et entretien.' },
  ],
  [
    'familienauto',
    'lifestyle',
    { de: 'Das richtige Familienauto', fr: 'La bonne voiture familiale' },
    { de: 'Platz und Isofix.', fr: 'Espace et Isofix.' },
  ],
  [
    'ferien-elektrisch',
    'e-mobility',
    { de: 'Mit dem Elektroauto in die Ferien', fr: 'En vacances en électrique' },
    { de: 'Ladestopps planen.', fr: 'Planifier les recharges.' },
  ],
  [
    'occasion-checkliste',
    'advice',
    { de: 'Occasion kaufen: die Checkliste', fr: 'Acheter une occasion' },
    { de: 'Servicebuch und MFK.', fr: 'Carnet et expertise.' },
  ],
  [
    'solarstrom',
    'e-mobility',
    { de: 'Mit Solarstrom laden', fr: 'Recharger au solaire' },
    { de: 'Photovoltaik und Wallbox.', fr: 'Photovoltaïque et wallbox.' },
  ],
  [
    'assistenzsysteme',
    'technology',
    { de: 'Assistenzsysteme erklärt', fr: 'Les aides à la conduite' },
    { de: 'Spurhalteassistent und Co.', fr: 'Maintien de voie et autres.' },
  ],
  [
    'mietwohnung',
    'e-mobility',
    { de: 'Laden in der Mietwohnung', fr: 'Recharger en location' },
    { de: 'Was Mieter wissen müssen.', fr: 'Ce que les locataires doivent savoir.' },
  ],
  [
    'leasing-verstehen',
    'advice',
    { de: 'Leasing verstehen', fr: 'Comprendre le leasing' },
    { de: 'Laufzeit und Anzahlung.', fr: 'Durée et acompte.' },
  ],
  [
    'unterhalt',
    'e-mobility',
    { de: 'Was kostet ein E-Auto im Unterhalt?', fr: 'Combien coûte une électrique ?' },
    { de: 'Strom, Service, Versicherung.', fr: 'Électricité, entretien, assurance.' },
  ],
  [
    'alpenpaesse',
    'lifestyle',
    { de: 'Die schönsten Alpenpässe', fr: 'Les plus beaux cols alpins' },
    { de: 'Fünf Routen.', fr: 'Cinq itinéraires.' },
  ],
  [
    'schnellladen',
    'e-mobility',
    { de: 'Schnellladen richtig gemacht', fr: 'Bien utiliser la recharge rapide' },
    { de: 'Warum 80 Prozent.', fr: 'Pourquoi 80 %.' },
  ],
  [
    'hybrid',
    'technology',
    { de: 'Mild-, Voll- oder Plug-in-Hybrid?', fr: 'Hybride léger ou rechargeable ?' },
    { de: 'Die Unterschiede.', fr: 'Les différences.' },
  ],
  [
    'waermepumpe',
    'e-mobility',
    { de: 'Braucht mein E-Auto eine Wärmepumpe?', fr: 'Faut-il une pompe à chaleur ?' },
    { de: 'Im Schweizer Winter.', fr: 'Pendant l’hiver suisse.' },
  ],
];

type Lang = keyof Texts;
const lang = (locale: string | null): Lang => (locale?.startsWith('fr') ? 'fr' : 'de');

export const magazineCategoriesFixture = (locale: string | null = 'de'): MagazineCategory[] =>
  Object.entries(CATEGORY_NAMES).map(([id, name]) => ({ id, name: name[lang(locale)], slug: id }));

/** The fixture's articles in `locale` (de or fr), newest first. */
export function magazineArticlesFixture(locale: string | null = 'de'): MagazineArticle[] {
  const l = lang(locale);
  return TOPICS.map(([slug, category, title, teaser], index) => {
    const date = NEWEST - index * 4 * DAY;
    const path = (at: Lang) => `/${SEGMENT[at]}/${at === 'de' ? slug : `${slug}-fr`}`;
    return {
      id: `magazine-${slug}`,
      name: title[l],
      lastUpdated: date,
      published: true,
      headline: title[l],
      categoryList: [{ categoryId: category }],
      author: ['Laura Meier', 'Julien Favre', 'Chiara Rossi'][index % 3],
      readTimeMinutes: 3 + (index % 4),
      articleDescription: `<p>${teaser[l]}</p><p>${l === 'fr' ? 'Votre partenaire vous conseille volontiers.' : 'Ihr Partner berät Sie gerne.'}</p>`,
      previewImage: `/api/core/media/banners/magazine-${slug}.svg?text=${encodeURIComponent(title[l])}`,
      previewImageAlt: title[l],
      previewImageTitle: title[l],
      subheadline: teaser[l],
      teaserType: index === 0 ? 'hero' : 'default',
      localizedUrlPath: { '@type': '@builder.io/core:LocalizedValue', Default: path('de'), 'de-CH': path('de'), 'fr-CH': path('fr') },
      dateTimestamp: date,
      isHeroArticle: index === 0,
    };
  });
}

/** A content entry of the REST listing around an article. */
export const magazineEntry = (article: MagazineArticle) => ({
  id: article.id,
  name: article.name,
  modelName: 'magazine-article',
  published: 'published' as const,
  createdDate: article.dateTimestamp,
  lastUpdated: article.lastUpdated,
  data: article,
});

/** GET api/v3/content/magazine-article?limit&offset&category&urlPath&locale: what the content service answers. */
export function magazineListingAnswer(url: URL, articles = magazineArticlesFixture(url.searchParams.get('locale'))) {
  const params = url.searchParams;
  const category = params.get('category');
  const urlPath = params.get('urlPath');
  const key = `${lang(params.get('locale'))}-CH`;
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 30);
  const matching = articles
    .filter((article) => !category || article.categoryList.some((item) => item.categoryId === category))
    .filter((article) => !urlPath || article.localizedUrlPath[key] === urlPath);
  return { results: matching.slice(offset, offset + limit).map(magazineEntry) };
}

/** GET graphql?query={ magazineCategories … }: the categories in the call's language. */
export function magazineCategoriesAnswer(url: URL) {
  const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { locale?: string };
  return { data: { magazineCategories: magazineCategoriesFixture(variables.locale ?? 'de') } };
}
