import type { Locale } from '@carweb/shared-util-brand';
import type { ContentSeeder } from './content-seeder';
import type { SeedDealer } from '../domain/dealer-record';
import { CONTENT_LOCALES, dealerContentWriter } from './dealer-content-writer';
import { WORKSHOP_SERVICES, servicesOfDealer } from '../domain/dealer-services';
import { PROMOTION_TEXTS } from './data/promotion-texts';
import { NEWS_TEXTS } from './data/news-texts';
import { MODELS, makeOfWholesaler } from '../domain/catalog';
import { bannerPath } from '../media/media-paths';
import type { Random } from './prng';
import { XSS_CONTENT } from './data/xss-corpus';
import { seedXssContent } from './seed-xss-content';

const BENEFITS: Record<Locale, string[]> = {
  de: ['Originalteile und Garantieerhalt', 'Transparente Fixpreise', 'Ersatzwagen auf Anfrage'],
  fr: ["Pièces d'origine et maintien de la garantie", 'Prix fixes transparents', 'Véhicule de remplacement sur demande'],
  it: ['Ricambi originali e mantenimento della garanzia', 'Prezzi fissi trasparenti', 'Vettura sostitutiva su richiesta'],
  en: ['Genuine parts, warranty preserved', 'Transparent fixed prices', 'Courtesy car on request'],
  sl: ['Originalni deli in ohranitev garancije', 'Pregledne fiksne cene', 'Nadomestno vozilo na zahtevo'],
};

const ADVICE: Record<Locale, string> = {
  de: 'Unser Team berät Sie persönlich und erstellt Ihnen eine transparente Offerte.',
  fr: 'Notre équipe vous conseille personnellement et établit une offre transparente.',
  it: 'Il nostro team vi consiglia personalmente e allestisce un’offerta trasparente.',
  en: 'Our team advises you personally and prepares a transparent quote.',
  sl: 'Naša ekipa vam osebno svetuje in pripravi pregledno ponudbo.',
};

const BOOK: Record<Locale, string> = {
  de: 'Termin vereinbaren',
  fr: 'Prendre rendez-vous',
  it: 'Fissare un appuntamento',
  en: 'Book an appointment',
  sl: 'Rezerviraj termin',
};

const localized = <T>(pick: (locale: Locale) => T) => Object.fromEntries(CONTENT_LOCALES.map((l) => [l, pick(l)])) as Record<Locale, T>;

function seedServices(write: ReturnType<typeof dealerContentWriter>, entry: SeedDealer, random: Random): void {
  const services = servicesOfDealer(entry.dealer.dealerId);
  services.forEach((service, position) => {
    for (const locale of CONTENT_LOCALES) {
      write(entry.dealer.dealerId, 'service', locale, service.slug[locale], position, {
        id: service.id,
        slug: service.slug[locale],
        title: service.title[locale],
        teaser: service.teaser[locale],
        image: { url: bannerPath(`service-${service.id}`, service.title[locale]), alt: service.title[locale] },
        slugLocalizations: service.slug,
        headline: `${service.title[locale]} – ${entry.dealer.name}`,
        description: `${service.teaser[locale]} ${ADVICE[locale]}`,
        benefits: BENEFITS[locale],
        ctaText: BOOK[locale],
        priceFrom: WORKSHOP_SERVICES.find((w) => service.id.startsWith(w.id.split('-')[0]))?.priceFrom ?? null,
        isBuilderIoContent: position === 0,
        builderIoPageId: position === 0 ? `service-page-${entry.dealer.dealerId}-${service.id}` : null,
      });
    }
  });
  const workshop = WORKSHOP_SERVICES.filter(() => random.chance(0.85));
  workshop.forEach((service, position) => {
    for (const locale of CONTENT_LOCALES) {
      write(entry.dealer.dealerId, 'workshop-service', locale, service.id, position, {
        id: service.id,
        name: service.name[locale],
        durationMinutes: service.durationMinutes,
        priceFrom: service.priceFrom,
        isTopService: position < 3,
      });
    }
  });
}

/** A builder promotion's pictures: one that says something (its short text printed on it, and as alt text), one decorative stripe. */
const builderImages = (text: (typeof PROMOTION_TEXTS)[number], locale: Locale) => [
  { image: bannerPath(`promotion-${text.id}-detail`, text.short[locale]), altText: text.short[locale] },
  { image: bannerPath(`promotion-${text.id}-stripe`, '') },
];

/**
 * SPEC §4 `stickyElement` of two promotions, at every dealer that has them (auto-zentrum-zuerich has both): the free
 * wall box hides the sticky chat, the trade-in bonus turns it off on phones (apps/e2e/src/sticky-chat.spec.ts). The
 * other promotions, the services and the news name none: the chat is on there.
 */
const PROMOTION_STICKY_ELEMENTS: Partial<Record<string, string>> = { wallbox: 'Hidden', 'trade-in-bonus': 'onlyMobileDisabled' };

function seedPromotions(write: ReturnType<typeof dealerContentWriter>, entry: SeedDealer, random: Random): void {
  const promotions = random.sample(PROMOTION_TEXTS, random.int(2, PROMOTION_TEXTS.length));
  promotions.forEach((text, position) => {
    const publishedDaysAgo = random.int(1, 60);
    const validForDays = random.chance(0.8) ? random.int(30, 120) : null;
    for (const locale of CONTENT_LOCALES) {
      write(entry.dealer.dealerId, 'promotion', locale, text.slug[locale], position, {
        id: `${entry.dealer.dealerId}-${text.id}`,
        slug: text.slug[locale],
        slugLocalizations: text.slug,
        isBuilderIoContent: position === 0,
        builderIoPageId: position === 0 ? `campaign-page-${entry.dealer.dealerId}-${text.id}` : null,
        // the builder page's Image blocks: a picture described by its alt text, and a decorative one without (decision 0020)
        ...(position === 0 && { builderImages: builderImages(text, locale) }),
        title: text.title[locale],
        shortDescription: text.short[locale],
        longDescription: text.long[locale],
        image: bannerPath(`promotion-${text.id}`, text.title[locale]),
        imageAlt: text.title[locale],
        category: text.category,
        isServiceTheme: text.isServiceTheme,
        ctaText: text.cta[locale],
        carFilterId: text.carFilter ? JSON.stringify(text.carFilter) : null,
        publishedDaysAgo,
        validForDays,
        ...(PROMOTION_STICKY_ELEMENTS[text.id] && { stickyElement: PROMOTION_STICKY_ELEMENTS[text.id] }),
      });
    }
  });
}

function seedNews(write: ReturnType<typeof dealerContentWriter>, entry: SeedDealer, random: Random): void {
  const make = makeOfWholesaler(entry.dealer.wholesaler.name);
  const model = random.pick(MODELS.filter((m) => !make || m.make === make.name));
  const news = random.sample(NEWS_TEXTS, random.int(2, NEWS_TEXTS.length));
  news.forEach((text, position) => {
    const publishedDaysAgo = random.int(2, 400);
    const fill = (s: string) => s.replaceAll('{dealer}', entry.dealer.name).replaceAll('{model}', `${model.make} ${model.name}`);
    const slugs = localized((l) => text.slug[l]);
    for (const locale of CONTENT_LOCALES) {
      const title = fill(text.title[locale]);
      const image = bannerPath(`news-${text.id}`, title);
      write(entry.dealer.dealerId, 'news', locale, text.slug[locale], position, {
        id: `${entry.dealer.dealerId}-${text.id}`,
        slug: text.slug[locale],
        slugLocalizations: slugs,
        isBuilderIoContent: false,
        builderIoPageId: null,
        name: title,
        publishedDaysAgo,
        teaser: {
          title,
          image,
          url: `news/${text.slug[locale]}`,
          ctaText: { de: 'Mehr erfahren', fr: 'En savoir plus', it: 'Per saperne di più', en: 'Read more', sl: 'Več' }[locale],
          subtitle: fill(text.subtitle[locale]),
        },
        landingPage: {
          contenHeadline: { headline: title, subHeadline: fill(text.subtitle[locale]) },
          heroImage: image,
          longCopy: fill(text.body[locale]),
          heroHeadline: title,
          // SPEC §3 placeholders in SEO texts: the site fills {dealerName}
          seo: { title: `${title} | {dealerName}`, description: fill(text.body[locale]).slice(0, 155) },
        },
      });
    }
  });
}

/** Services, workshop services, promotions and news per dealer, in every content locale. */
export const seedDealerPages: ContentSeeder = (db, dealers, random) => {
  const write = dealerContentWriter(db);
  for (const entry of dealers) {
    seedServices(write, entry, random);
    seedPromotions(write, entry, random);
    seedNews(write, entry, random);
    if (entry.dealer.slug === XSS_CONTENT.dealerSlug) seedXssContent(write, entry, 99);
  }
};
