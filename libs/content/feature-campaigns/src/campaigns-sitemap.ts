import { CONTENT_GET_ALL_LIMIT, getCampaigns, getNewsContent } from '@carweb/api-content';
import { contentItemLink, listedCampaignsAndNews, type ContentCategory } from '@carweb/content-data-access';
import { sitePagePath } from '@carweb/platform-routing';
import { localizedUrls, type SiteSitemapSource, type SitemapUrl } from '@carweb/platform-seo';

const LISTS: Record<ContentCategory, 'campaigns' | 'news'> = { campaign: 'campaigns', news: 'news' };

/**
 * The campaign and news lists and every listed item's page in every brand language, with hreflang alternates from the
 * item's localized paths (an item without a path in a language is listed where it has one). The listing rules decide
 * what is listed, as on the lists; an outage fails the source (the sitemap leaves it out).
 */
export const campaignsSitemapSource: SiteSitemapSource = {
  site: async (brand, origin, api) => {
    const ctx = api(brand.defaultLocale);
    const rules = { now: new Date(), brand: brand.contentBrandFilter ? brand.id : undefined };
    const urls: SitemapUrl[] = [];
    for (const category of ['campaign', 'news'] as const) {
      urls.push(
        ...localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${sitePagePath(brand, locale, LISTS[category])}`),
      );
      const get = category === 'campaign' ? getCampaigns : getNewsContent;
      const items = listedCampaignsAndNews(await get(ctx, { limit: CONTENT_GET_ALL_LIMIT }), rules);
      for (const item of items) {
        const locales = brand.locales.filter((locale) => contentItemLink({ localizedUrlPath: item.localizedUrlPath }, locale));
        if (locales.length === 0) continue;
        const href = (locale: (typeof locales)[number]) =>
          `${origin}${contentItemLink({ localizedUrlPath: item.localizedUrlPath }, locale)?.href ?? ''}`;
        urls.push(...localizedUrls(locales, brand.defaultLocale, href));
      }
    }
    return urls;
  },
};
