import type { BrandId, Locale } from '@carweb/shared-util-brand';
import { BRAND_IDS } from '@carweb/shared-util-brand';
import type { ContentSeeder } from './content-seeders';
import { CONTENT_LOCALES } from './dealer-content-writer';
import { PROMOTION_TEXTS } from './data/promotion-texts';
import { NEWS_TEXTS } from './data/news-texts';
import { MAGAZINE_CATEGORIES, MAGAZINE_TOPICS } from './data/magazine-texts';
import { JOB_TITLES } from '../domain/job-titles';
import { bannerPath } from '../media/media-paths';
import { BRAND_DISPLAY_NAMES } from '../domain/brands';
import { navigationContent, footerContent } from './content-navigation';
import { configuratorCatalog } from '../domain/configurator';
import { CATEGORY_ORDER, MODEL_CATEGORIES } from '../services/model/model-labels';
import { slugify } from '../domain/slugify';

const SEGMENTS = {
  campaign: { de: 'aktionen', fr: 'actions', it: 'promozioni', en: 'offers', sl: 'akcije' },
  news: { de: 'news', fr: 'news', it: 'news', en: 'news', sl: 'news' },
  magazine: { de: 'magazin', fr: 'magazine', it: 'rivista', en: 'magazine', sl: 'revija' },
};
const MARKETS: Locale[] = ['de', 'fr', 'it', 'en'];

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
            campaignSpecificData: { isKeyCampaign: index === 0 },
          },
        });
      }
    });
  }

  for (const locale of CONTENT_LOCALES) {
    for (const category of MAGAZINE_CATEGORIES)
      put({
        id: `magazine-category-${category.id}`,
        model: 'magazine-category',
        locale,
        name: category.name[locale],
        data: { id: category.id, name: category.name[locale], slug: slugify(category.name[locale]) },
      });
  }
  MAGAZINE_TOPICS.forEach((topic, index) => {
    const daysAgo = 3 + index * 11;
    const paths = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, `/${SEGMENTS.magazine[l]}/${slugify(topic.title[l])}`])) as Record<
      Locale,
      string
    >;
    for (const locale of MARKETS) {
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
          author: ['Laura Meier', 'Julien Favre', 'Chiara Rossi'][index % 3],
          readTimeMinutes: 3 + (index % 5),
          articleDescription: topic.teaser[locale],
          previewImage: bannerPath(`magazine-${topic.id}`, topic.title[locale]),
          previewImageAlt: topic.title[locale],
          previewImageTitle: topic.title[locale],
          subheadline: topic.teaser[locale],
          teaserType: index === 0 ? 'hero' : index % 3 === 0 ? 'large' : 'default',
          localizedUrlPath: localizedUrlPath(paths),
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
