import type { BrandId, Locale } from '@carweb/shared-util-brand';
import { BRAND_IDS } from '@carweb/shared-util-brand';
import type { ContentSeeder } from './content-seeder';
import { CONTENT_LOCALES } from './dealer-content-writer';
import { PROMOTION_TEXTS } from './data/promotion-texts';
import { NEWS_TEXTS } from './data/news-texts';
import { MAGAZINE_CATEGORIES, MAGAZINE_CATEGORY_CLOSINGS, MAGAZINE_TOPICS } from './data/magazine-texts';
import { JOB_TITLES } from '../domain/job-titles';
import { bannerPath } from '../media/media-paths';
import { BRAND_DISPLAY_NAMES } from '../domain/brands';
import { navigationContent, footerContent } from './content-navigation';
import { configuratorCatalog } from '../domain/configurator';
import { CATEGORY_ORDER, MODEL_CATEGORIES } from '../services/model/model-labels';
import { slugify } from '../domain/slugify';
import { XSS_CONTENT, XSS_CORPUS_HTML } from './data/xss-corpus';

const SEGMENTS = {
  campaign: { de: 'aktionen', fr: 'actions', it: 'promozioni', en: 'offers', sl: 'akcije' },
  news: { de: 'news', fr: 'news', it: 'news', en: 'news', sl: 'news' },
  magazine: { de: 'magazin', fr: 'magazine', it: 'rivista', en: 'magazine', sl: 'revija' },
};
const MARKETS: Locale[] = ['de', 'fr', 'it', 'en'];
/** the vehicle market's list, in the site's words (a teaser override leads there) */
const MARKET_SEGMENT: Record<Locale, string> = {
  de: 'auto-finden',
  fr: 'trouver-un-vehicule',
  it: 'trovare-un-auto',
  en: 'find-car',
  sl: 'auto-finden',
};
const MODEL_CAMPAIGN = {
  slug: { de: 'leasing', fr: 'leasing', it: 'leasing', en: 'leasing', sl: 'lizing' },
  title: {
    de: '{model}: Leasing ab 1.99 %',
    fr: '{model} : leasing dès 1.99 %',
    it: '{model}: leasing da 1.99 %',
    en: '{model}: leasing from 1.99 %',
    sl: '{model}: lizing od 1.99 %',
  },
  short: {
    de: 'Den {model} jetzt zu Sonderkonditionen leasen.',
    fr: 'Louez la {model} maintenant à des conditions spéciales.',
    it: 'Prendete ora in leasing la {model} a condizioni speciali.',
    en: 'Lease the {model} now on special terms.',
    sl: 'Zdaj {model} v lizing po posebnih pogojih.',
  },
  long: {
    de: '<p>Nur für kurze Zeit: Leasen Sie den {model} zu 1.99 % effektivem Jahreszins, mit Transferkosten in der Monatsrate.</p><p>Ihr Partner berät Sie gerne zu Laufzeit, Kilometern und Anzahlung.</p>',
    fr: '<p>Pour une durée limitée : louez la {model} à 1.99 % de taux annuel effectif, frais de transfert compris dans la mensualité.</p><p>Votre partenaire vous conseille volontiers sur la durée, le kilométrage et l’acompte.</p>',
    it: '<p>Solo per poco tempo: prendete in leasing la {model} al 1.99 % di tasso annuo effettivo, spese di trasferimento incluse nella rata.</p><p>Il vostro partner vi consiglia volentieri su durata, chilometri e acconto.</p>',
    en: '<p>For a short time only: lease the {model} at 1.99 % effective annual rate, transfer costs included in the monthly rate.</p><p>Your partner will gladly advise you on term, mileage and down payment.</p>',
    sl: '<p>Le za kratek čas: {model} v lizing z 1.99 % efektivno letno obrestno mero.</p>',
  },
  cta: { de: 'Angebot ansehen', fr: 'Voir l’offre', it: 'Vedere l’offerta', en: 'See the offer', sl: 'Ogled ponudbe' },
} satisfies Record<string, Record<Locale, string>>;

/**
 * SPEC §4 `stickyElement` of two of every brand's campaign and news pages (kia's: /de/aktionen/junge-occasionen-leasing
 * hides the sticky chat, /de/news/neues-modell-eingetroffen turns it off on phones); the others name none.
 */
const STICKY_ELEMENTS: Partial<Record<string, string>> = {
  'campaign:young-used-leasing': 'Hidden',
  'news:new-model': 'onlyMobileDisabled',
};

/** The brand's first three models of the configurator's catalog (the model campaigns' models). */
const catalogModels = (brand: BrandId) =>
  configuratorCatalog()
    .models.filter((m) => m.brand === brand)
    .slice(0, 3);

interface ContentEntryInput {
  id: string;
  model: string;
  locale: Locale;
  name: string;
  brand?: string | null;
  dealerId?: number | null;
  urlPath?: string | null;
  category?: string | null;
  published?: boolean;
  hidden?: boolean;
  publishedDaysAgo?: number;
  depublishInDays?: number | null;
  data: unknown;
}

/** {"@type", Default, "de-CH": path, …} as the headless content service delivers it (SPEC §4). */
function localizedUrlPath(paths: Record<Locale, string>): Record<string, string> {
  return {
    '@type': '@builder.io/core:LocalizedValue',
    Default: paths.de,
    ...Object.fromEntries(CONTENT_LOCALES.map((l) => [`${l}-CH`, paths[l]])),
  };
}

/** Navigation, footer, campaigns, news, magazine, model categories, Zeekr models, jobs (content_entries). */
export const seedContent: ContentSeeder = (db, dealers, random) => {
  const insert = db.prepare(
    `INSERT INTO content_entries (id, model, locale, name, brand, dealer_id, url_path, category, published, hidden, published_days_ago, depublish_in_days, data)
     VALUES (@id, @model, @locale, @name, @brand, @dealerId, @urlPath, @category, @published, @hidden, @publishedDaysAgo, @depublishInDays, @data)`,
  );
  const put = (entry: ContentEntryInput) =>
    insert.run({
      id: entry.id,
      model: entry.model,
      locale: entry.locale,
      name: entry.name,
      brand: entry.brand ?? null,
      dealerId: entry.dealerId ?? null,
      urlPath: entry.urlPath ?? null,
      category: entry.category ?? null,
      published: entry.published === false ? 0 : 1,
      hidden: entry.hidden ? 1 : 0,
      publishedDaysAgo: entry.publishedDaysAgo ?? 0,
      depublishInDays: entry.depublishInDays ?? null,
      data: JSON.stringify(entry.data),
    });

  for (const brand of BRAND_IDS as readonly BrandId[]) {
    for (const locale of CONTENT_LOCALES) {
      put({
        id: `navigation-${brand}`,
        model: 'navigation',
        locale,
        name: `Navigation ${BRAND_DISPLAY_NAMES[brand]}`,
        brand,
        data: navigationContent(brand, locale),
      });
      put({
        id: `footer-${brand}`,
        model: 'footer',
        locale,
        name: `Footer ${BRAND_DISPLAY_NAMES[brand]}`,
        brand,
        data: footerContent(brand, locale),
      });
      if (brand === 'multilease') {
        put({
          id: 'multilease-navigation',
          model: 'multilease-navigation',
          locale,
          name: 'Multilease Navigation',
          brand,
          data: navigationContent(brand, locale),
        });
        put({
          id: 'multilease-footer',
          model: 'multilease-footer',
          locale,
          name: 'Multilease Footer',
          brand,
          data: footerContent(brand, locale),
        });
      }
    }
    const texts = [
      ...PROMOTION_TEXTS.map((t) => ({ kind: 'campaign' as const, t })),
      ...NEWS_TEXTS.map((t) => ({ kind: 'news' as const, t })),
    ];
    texts.forEach(({ kind, t }, index) => {
      const id = `${kind}-${brand}-${t.id}`;
      const publishedDaysAgo = random.int(1, 300);
      // a few are hidden, depublished, unpublished drafts or dealer landing pages: listings must leave them out
      const hidden = index === 2;
      const depublishInDays = index === 3 ? -5 : random.chance(0.5) ? random.int(20, 200) : null;
      const published = index !== 4;
      const dealer = index === 5 ? dealers.find((d) => d.dealer.wholesaler.name === brand) : undefined;
      const stickyElement = STICKY_ELEMENTS[`${kind}:${t.id}`];
      const segment = SEGMENTS[kind];
      const paths = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, `/${segment[l]}/${t.slug[l]}`])) as Record<Locale, string>;
      for (const locale of CONTENT_LOCALES) {
        const title = ('title' in t ? t.title[locale] : '')
          .replaceAll('{dealer}', BRAND_DISPLAY_NAMES[brand])
          .replaceAll('{model}', BRAND_DISPLAY_NAMES[brand]);
        const short = 'short' in t ? t.short[locale] : t.subtitle[locale];
        const long = ('long' in t ? t.long[locale] : t.body[locale])
          .replaceAll('{dealer}', BRAND_DISPLAY_NAMES[brand])
          .replaceAll('{model}', BRAND_DISPLAY_NAMES[brand]);
        put({
          id,
          model: kind,
          locale,
          name: title,
          brand,
          dealerId: dealer?.dealer.dealerId ?? null,
          urlPath: paths[locale],
          category: kind,
          published,
          hidden,
          publishedDaysAgo,
          depublishInDays,
          data: {
            id,
            title,
            headline: title,
            longDescription: long,
            shortDescription: short,
            miniDescription: short.slice(0, 80),
            marketingTitle: title,
            image: bannerPath(`${kind}-${brand}-${t.id}`, title),
            imageAlt: title,
            keyVisual: bannerPath(`kv-${brand}-${t.id}`, title),
            localizedUrlPath: localizedUrlPath(paths),
            teaserUrlOverride: null,
            category: kind,
            seo: { title: `${title} | ${BRAND_DISPLAY_NAMES[brand]}`, description: short },
            ctaText:
              'cta' in t
                ? t.cta[locale]
                : { de: 'Mehr erfahren', fr: 'En savoir plus', it: 'Per saperne di più', en: 'Read more', sl: 'Več' }[locale],
            carFilterId: 'carFilter' in t && t.carFilter ? JSON.stringify(t.carFilter) : null,
            brand,
            // a dealer's landing page names its dealer: the brand's lists leave it out (SPEC §7)
            campaignSpecificData: { isKeyCampaign: index === 0, ...(dealer ? { dealerId: dealer.dealer.dealerId } : {}) },
            ...(stickyElement && { stickyElement }),
          },
        });
      }
    });
    // a leasing campaign for each of the brand's first three models; its teaser leads to the vehicle market with the
    // model's filter (a teaser override, SPEC §3), its own page tells the offer
    catalogModels(brand).forEach((model, index) => {
      const id = `campaign-${brand}-leasing-${model.slug}`;
      const paths = Object.fromEntries(
        CONTENT_LOCALES.map((l) => [l, `/${SEGMENTS.campaign[l]}/${slugify(MODEL_CAMPAIGN.slug[l])}-${model.slug}`]),
      ) as Record<Locale, string>;
      for (const locale of CONTENT_LOCALES) {
        const title = MODEL_CAMPAIGN.title[locale].replace('{model}', model.name);
        const short = MODEL_CAMPAIGN.short[locale].replace('{model}', model.name);
        const long = MODEL_CAMPAIGN.long[locale].replaceAll('{model}', model.name);
        put({
          id,
          model: 'campaign',
          locale,
          name: title,
          brand,
          urlPath: paths[locale],
          category: 'campaign',
          publishedDaysAgo: 2 + index * 5,
          data: {
            id,
            title,
            headline: title,
            longDescription: long,
            shortDescription: short,
            miniDescription: short.slice(0, 80),
            marketingTitle: title,
            image: bannerPath(id, title),
            imageAlt: title,
            keyVisual: bannerPath(`kv-${id}`, title),
            localizedUrlPath: localizedUrlPath(paths),
            teaserUrlOverride:
              index === 0 ? `/${MARKET_SEGMENT[locale]}?model[]=${encodeURIComponent(model.name.replace(model.make, '').trim())}` : null,
            category: 'campaign',
            seo: { title: `${title} | ${BRAND_DISPLAY_NAMES[brand]}`, description: short },
            ctaText: MODEL_CAMPAIGN.cta[locale],
            carFilterId: null,
            brand,
            campaignSpecificData: { isKeyCampaign: false },
          },
        });
      }
    });
  }

  // the XSS corpus as brand content (decision 0020): a hidden kia campaign (no list shows it, its page answers) whose
  // long description is the corpus and whose title, alt text, SEO texts and teaser override are hostile too
  const xssPaths = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, `/${SEGMENTS.campaign[l]}/${XSS_CONTENT.newsSlug[l]}`])) as Record<
    Locale,
    string
  >;
  for (const locale of CONTENT_LOCALES) {
    const id = 'campaign-kia-content-check';
    const title = XSS_CONTENT.title[locale];
    put({
      id,
      model: 'campaign',
      locale,
      name: title,
      brand: 'kia',
      urlPath: xssPaths[locale],
      category: 'campaign',
      hidden: true,
      publishedDaysAgo: 400,
      data: {
        id,
        title,
        headline: title,
        longDescription: XSS_CORPUS_HTML,
        shortDescription: XSS_CONTENT.teaser[locale],
        miniDescription: XSS_CONTENT.teaser[locale],
        marketingTitle: title,
        image: bannerPath('campaign-content-check', 'XSS'),
        imageAlt: title,
        keyVisual: bannerPath('kv-campaign-content-check', 'XSS'),
        localizedUrlPath: localizedUrlPath(xssPaths),
        teaserUrlOverride: "javascript:alert('xss:override')",
        category: 'campaign',
        seo: { title, description: `${XSS_CONTENT.teaser[locale]} <script>alert('xss:seo')</script>` },
        ctaText: title,
        carFilterId: null,
        brand: 'kia',
        campaignSpecificData: { isKeyCampaign: false },
      },
    });
  }

  for (const locale of CONTENT_LOCALES) {
    // the service lists them in the editors' order (e-mobility first)
    MAGAZINE_CATEGORIES.forEach((category, order) =>
      put({
        id: `magazine-category-${category.id}`,
        model: 'magazine-category',
        locale,
        name: category.name[locale],
        publishedDaysAgo: order,
        data: { id: category.id, name: category.name[locale], slug: slugify(category.name[locale]) },
      }),
    );
  }
  // newest first, one every four days: the first is the hero article; Slovenian has no articles, so their paths name
  // only de/fr/it/en (a language switch to sl leads to the magazine's empty page, not to a missing article)
  MAGAZINE_TOPICS.forEach((topic, index) => {
    const daysAgo = 2 + index * 4;
    const paths = Object.fromEntries(MARKETS.map((l) => [l, `/${SEGMENTS.magazine[l]}/${slugify(topic.title[l])}`])) as Record<
      Locale,
      string
    >;
    const articlePaths = {
      '@type': '@builder.io/core:LocalizedValue',
      Default: paths.de,
      ...Object.fromEntries(MARKETS.map((l) => [`${l}-CH`, paths[l]])),
    };
    for (const locale of MARKETS) {
      const closing = MAGAZINE_CATEGORY_CLOSINGS[topic.category]?.[locale] ?? '';
      put({
        id: `magazine-${topic.id}`,
        model: 'magazine-article',
        locale,
        name: topic.title[locale],
        urlPath: paths[locale],
        category: topic.category,
        publishedDaysAgo: daysAgo,
        data: {
          id: `magazine-${topic.id}`,
          name: topic.title[locale],
          published: true,
          headline: topic.title[locale],
          categoryList: [{ categoryId: topic.category }],
          author: ['Laura Meier', 'Julien Favre', 'Chiara Rossi', 'Marco Keller'][index % 4],
          readTimeMinutes: 3 + (index % 5),
          articleDescription: `<p>${closing}</p>`,
          previewImage: bannerPath(`magazine-${topic.id}`, topic.title[locale]),
          previewImageAlt: topic.title[locale],
          previewImageTitle: topic.title[locale],
          subheadline: topic.teaser[locale],
          teaserType: index === 0 ? 'hero' : index % 3 === 0 ? 'large' : 'default',
          localizedUrlPath: articlePaths,
          isHeroArticle: index === 0,
        },
      });
    }
  });

  const { models } = configuratorCatalog();
  for (const brand of BRAND_IDS) {
    const brandModels = models.filter((m) => m.brand === brand);
    CATEGORY_ORDER.filter((c) => brandModels.some((m) => m.category === c)).forEach((category, order) => {
      for (const locale of CONTENT_LOCALES)
        put({
          id: `model-category-${brand}-${category}`,
          model: 'model-category',
          locale,
          name: MODEL_CATEGORIES[category][locale],
          brand,
          data: {
            id: category,
            name: MODEL_CATEGORIES[category][locale],
            order,
            modelSlugs: brandModels.filter((m) => m.category === category).map((m) => m.slug),
          },
        });
    });
  }
  for (const model of models.filter((m) => m.brand === 'zeekr')) {
    for (const locale of CONTENT_LOCALES) {
      put({
        id: `zeekr-model-${model.slug}`,
        model: 'zeekr-model',
        locale,
        name: model.name,
        brand: 'zeekr',
        data: {
          id: model.mipsId,
          name: model.name,
          slug: model.slug,
          tagline: {
            de: 'Elektrisch. Präzise.',
            fr: 'Électrique. Précise.',
            it: 'Elettrica. Precisa.',
            en: 'Electric. Precise.',
            sl: 'Električno.',
          }[locale],
          priceFrom: model.priceFrom,
          rangeKm: 400 + (model.id % 10) * 40,
          image: bannerPath(`zeekr-${model.slug}`, model.name),
        },
      });
    }
  }
  JOB_TITLES.forEach((job, index) => {
    for (const locale of CONTENT_LOCALES)
      put({
        id: `job-${job.id}`,
        model: 'job',
        locale,
        name: job.title[locale],
        publishedDaysAgo: index * 9,
        data: {
          id: job.id,
          title: job.title[locale],
          location: ['Zürich', 'Bern', 'Lausanne', 'Lugano'][index % 4],
          workload: job.workload,
          url: `https://jobs.example.ch/${job.id}`,
        },
      });
  });
};
