import { listedContentQuery, type ContentCategory } from '@carweb/content-data-access';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';

/** What the list page reads its cached list by. */
export interface ContentListData {
  category: ContentCategory;
}

/**
 * The brand's campaigns or news (campaignAndNewsListPage) after the listing rules (SPEC §7). Loader contract (decision
 * 0015): the list is critical, an outage answers 503 in the site frame; a content service that knows none (absence) is
 * an empty list, a page that says so.
 */
export async function loadContentList({ env, api }: PageLoaderArgs, category: ContentCategory): Promise<ContentListData> {
  const query = listedContentQuery(api, env.brand, { category });
  const items = await critical(env.queryClient.ensureQueryData(query));
  if (items === null) env.queryClient.setQueryData(query.queryKey, []);
  return { category };
}

export const loadCampaignList = (args: PageLoaderArgs) => loadContentList(args, 'campaign');
export const loadNewsList = (args: PageLoaderArgs) => loadContentList(args, 'news');
