// The content service's answers of the campaign stories, from the sandbox-like fixtures (campaign-fixtures.ts): the
// GraphQL lists by root field, the listing by localized path, an item's page-builder page.
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { answer } from '@carweb/shared-testing-msw';
import { contentEntry, storyItems, storyPageBuilder } from './campaign-fixtures';

export const KEYS = {
  graphql: 'content/graphql',
  byPath: 'content/api/v3/content/*',
  pageBuilder: 'content/page-builder/campaign-and-news-page/*',
} as const;

/** The language of a content call: the GraphQL variables' or the listing's locale (de-CH), else the call's. */
function languageOf(url: URL): string {
  const variables = url.searchParams.get('variables');
  const locale = (variables ? (JSON.parse(variables) as { locale?: string }).locale : undefined) ?? url.searchParams.get('locale');
  return (locale ?? 'de').slice(0, 2);
}

const all = (locale: string) => [...storyItems('campaign', locale), ...storyItems('news', locale)];

/** GraphQL campaigns and news: `items` of the category in the call's language (default: the fixtures). */
export const listAnswer = (items?: (category: CampaignAndNewsPage['category'], locale: string) => CampaignAndNewsPage[]) =>
  answer(KEYS.graphql, (url) => {
    const news = url.searchParams.get('query')?.includes('news(') ?? false;
    const category = news ? 'news' : 'campaign';
    const locale = languageOf(url);
    return { data: { [news ? 'news' : 'campaigns']: items ? items(category, locale) : storyItems(category, locale) } };
  });

/** The listing by localized path: the fixture item whose path in the call's language it is. */
export const byPathAnswer = (change: (item: CampaignAndNewsPage) => CampaignAndNewsPage = (item) => item) =>
  answer(KEYS.byPath, (url) => {
    const locale = url.searchParams.get('locale') ?? 'de-CH';
    const path = url.searchParams.get('urlPath');
    const found = all(locale).filter((item) => item.localizedUrlPath[locale] === path);
    return { results: found.map((item) => contentEntry(change(item))) };
  });

/** An item's page-builder page in the call's language. */
export const pageBuilderAnswer = () =>
  answer(KEYS.pageBuilder, (url) => {
    const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const item = all(languageOf(url)).find((i) => i.id === id);
    return item ? storyPageBuilder(item) : {};
  });
