import { redirect } from 'react-router-dom';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { dealerNewsItemQuery, dealerNewsQuery } from '@carweb/api-dealer';
import { preloadSanitizer } from '@carweb/shared-ui';
import { critical, dealerPagePath, pageDealer, pageDealerBase, type PageLoaderArgs } from '@carweb/platform-routing';

/** What the pages read their cached data by. */
export interface NewsPageData {
  dealerId: number;
  /** the news item's slug in the page's language (detail page only) */
  slug?: string;
}

/**
 * News list (decision 0015): the dealer's news are critical. The dealer service not knowing them
 * (404/410) → 302 to the dealer home (SPEC §2); an outage → 503 in the dealer's frame. An empty list
 * is a page that says so.
 */
export async function loadNewsList(args: PageLoaderArgs): Promise<NewsPageData> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  const base = pageDealerBase(args);
  const news = await critical(env.queryClient.ensureQueryData(dealerNewsQuery(api, dealer.dealerId)));
  if (!news) throw redirect(dealerPagePath(base));
  return { dealerId: dealer.dealerId };
}

/**
 * News detail (decision 0015): the news item is critical. Absent (404/410) → 302 to the dealer home
 * (SPEC §2); an outage → 503. Asked by its slug of another language, it is redirected (301) to its own.
 * Its page-builder content ('campaign-and-news-page', when isBuilderIoContent) and the other news are optional.
 */
export async function loadNewsDetail(args: PageLoaderArgs): Promise<NewsPageData> {
  const { env, api, params, request, locale } = args;
  const dealer = await pageDealer(args);
  const base = pageDealerBase(args);
  const slug = params['slug'] ?? '';
  const item = await critical(env.queryClient.ensureQueryData(dealerNewsItemQuery(api, dealer.dealerId, slug)));
  if (!item) throw redirect(dealerPagePath(base));
  const own = item.slugLocalizations[locale] ?? item.slug;
  if (own !== slug) throw redirect(`${dealerPagePath(base, 'news', encodeURIComponent(own))}${new URL(request.url).search}`, 301);
  await Promise.all([
    // (the page tries a failed load again)
    preloadSanitizer(),
    item.isBuilderIoContent && item.builderIoPageId
      ? env.queryClient.prefetchQuery(pageBuilderContentQuery(api, 'campaign-and-news-page', item.builderIoPageId))
      : undefined,
    env.queryClient.prefetchQuery(dealerNewsQuery(api, dealer.dealerId)),
  ]);
  return { dealerId: dealer.dealerId, slug };
}
