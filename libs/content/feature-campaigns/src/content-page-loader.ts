import { redirect } from 'react-router-dom';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { contentByPathQuery, contentPathOf, isDealerLandingPage, isLive } from '@carweb/content-data-access';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';
import { preloadSanitizer } from '@carweb/shared-ui';

export type ContentPageModel = 'campaign' | 'news';

/** What the content page reads its cached entry and builder page by. */
export interface ContentPageData {
  model: ContentPageModel;
  /** the entry's localized URL path in the page's language, e.g. '/aktionen/leasing-stonic' */
  path: string;
  /** its page-builder page exists (else the page shows the entry's own fields) */
  builder: boolean;
}

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * A campaign's or news item's page (builderContentPage), found by its localized URL path (SPEC §7), then its
 * page-builder page by the item's id. Loader contract (decision 0015): both are critical, an outage answers 503 in the
 * site frame. No entry, a depublished one or a dealer's landing page (it belongs to that dealer's site) → the not-found
 * route, and so is another brand's item where the brand lists only its own; unpublished and scheduled items only in
 * the editing frame. Hidden items are only kept out of the lists: their
 * page is shown. The builder page absent → the entry's own headline, key visual and text.
 */
export async function loadContentPage(args: PageLoaderArgs, model: ContentPageModel): Promise<ContentPageData> {
  const { env, api, locale, request } = args;
  const path = contentPathOf(decoded(new URL(request.url).pathname), locale);
  const entry = await critical(env.queryClient.ensureQueryData(contentByPathQuery(api, model, path)));
  const now = new Date();
  const depublished = entry?.data.depublishDate ? Date.parse(entry.data.depublishDate) <= now.getTime() : false;
  // a brand that lists only its own items (contentBrandFilter) shows only their pages
  const otherBrand = env.brand.contentBrandFilter && entry?.data.brand.toLowerCase() !== env.brand.id;
  const shown =
    entry && !depublished && !otherBrand && !isDealerLandingPage(entry.data) && (isLive(entry.data, now) || Boolean(api.contentPreview));
  if (!shown) throw redirect(notFoundPath(env.brand, locale));
  const [builder] = await Promise.all([
    critical(env.queryClient.ensureQueryData(pageBuilderContentQuery(api, 'campaign-and-news-page', entry.data.id))),
    preloadSanitizer(),
  ]);
  return { model, path, builder: builder !== null };
}

export const loadCampaignPage = (args: PageLoaderArgs) => loadContentPage(args, 'campaign');
export const loadNewsPage = (args: PageLoaderArgs) => loadContentPage(args, 'news');
