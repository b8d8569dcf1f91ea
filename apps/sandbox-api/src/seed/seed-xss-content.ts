import type { SeedDealer } from '../domain/dealer-record';
import { bannerPath } from '../media/media-paths';
import { CONTENT_LOCALES, dealerContentWriter } from './dealer-content-writer';
import { XSS_CONTENT, XSS_CORPUS_HTML } from './data/xss-corpus';

/**
 * The XSS corpus as content of one dealer (kia-service-bern): a news item whose long copy and
 * page-builder text are the corpus, and a service page whose page-builder text is (`builderText`,
 * read by the sandbox's page-builder route only). Last in the lists, so the home's top services stay.
 */
export function seedXssContent(write: ReturnType<typeof dealerContentWriter>, entry: SeedDealer, position: number): void {
  const { dealerId } = entry.dealer;
  for (const locale of CONTENT_LOCALES) {
    const title = XSS_CONTENT.title[locale];
    const image = bannerPath('news-content-check', 'XSS');
    write(dealerId, 'news', locale, XSS_CONTENT.newsSlug[locale], position, {
      id: `${dealerId}-content-check`,
      slug: XSS_CONTENT.newsSlug[locale],
      slugLocalizations: XSS_CONTENT.newsSlug,
      isBuilderIoContent: true,
      builderIoPageId: `campaign-page-${dealerId}-content-check`,
      name: title,
      publishedDaysAgo: 500,
      teaser: { title, image, url: `news/${XSS_CONTENT.newsSlug[locale]}`, ctaText: 'Mehr erfahren', subtitle: XSS_CONTENT.teaser[locale] },
      landingPage: {
        contenHeadline: { headline: title, subHeadline: XSS_CONTENT.teaser[locale] },
        heroImage: image,
        longCopy: XSS_CORPUS_HTML,
        heroHeadline: title,
        seo: { title: `${title} | {dealerName}`, description: XSS_CONTENT.teaser[locale] },
      },
    });
    write(dealerId, 'service', locale, XSS_CONTENT.serviceSlug[locale], position, {
      id: 'content-check',
      slug: XSS_CONTENT.serviceSlug[locale],
      title,
      teaser: XSS_CONTENT.teaser[locale],
      image: { url: bannerPath('service-content-check', 'XSS'), alt: '' },
      slugLocalizations: XSS_CONTENT.serviceSlug,
      headline: title,
      description: XSS_CONTENT.teaser[locale],
      benefits: [],
      ctaText: title,
      priceFrom: null,
      isBuilderIoContent: true,
      builderIoPageId: `service-page-${dealerId}-content-check`,
      builderText: XSS_CORPUS_HTML,
    });
  }
}
