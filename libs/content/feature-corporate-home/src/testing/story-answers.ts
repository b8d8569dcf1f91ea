// The corporate home's stories: the content service answered from corporate-home-fixtures.ts (GraphQL by root field,
// the magazine's REST listing), the core and model calls from the sandbox's recording (decision 0029).
import type { CampaignAndNewsPage, MagazineArticle } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { answer } from '@carweb/shared-testing-msw';
import type { Locale } from '@carweb/shared-util-brand';
import { contentEntry, storyArticles, storyCampaigns, storyModelCategories } from './corporate-home-fixtures';

export const KEYS = {
  graphql: 'content/graphql',
  magazine: 'content/api/v3/content/magazine-article',
  range: 'model/brand-world/models',
  count: 'core/*/list/count',
  makes: 'core/*/filter/makes-and-models',
} as const;

/** The content language of a call: the GraphQL variables' or the listing's locale (de-CH). */
function languageOf(url: URL): string {
  const variables = url.searchParams.get('variables');
  const locale = (variables ? (JSON.parse(variables) as { locale?: string }).locale : undefined) ?? url.searchParams.get('locale');
  return (locale ?? 'de').slice(0, 2);
}

export interface ContentChanges {
  campaigns?: (campaigns: CampaignAndNewsPage[]) => CampaignAndNewsPage[];
  /** the key campaign; null: none */
  keyCampaign?: (campaigns: CampaignAndNewsPage[]) => CampaignAndNewsPage | null;
  modelCategories?: (categories: ReturnType<typeof storyModelCategories>) => ReturnType<typeof storyModelCategories>;
}

/** GraphQL campaigns, key campaign and model categories in the call's language, `changes` applied. */
export const contentAnswer = (changes: ContentChanges = {}) =>
  answer(KEYS.graphql, (url) => {
    const query = url.searchParams.get('query') ?? '';
    const campaigns = storyCampaigns(languageOf(url));
    if (query.includes('keyCampaign'))
      return { data: { keyCampaign: changes.keyCampaign ? changes.keyCampaign(campaigns) : campaigns[0] } };
    if (query.includes('modelCategories')) {
      const categories = storyModelCategories(languageOf(url));
      return { data: { modelCategories: changes.modelCategories ? changes.modelCategories(categories) : categories } };
    }
    return { data: { campaigns: changes.campaigns ? changes.campaigns(campaigns) : campaigns } };
  });

/** The magazine's newest articles in the call's language, `change` applied. */
export const magazineAnswer = (change: (articles: MagazineArticle[]) => MagazineArticle[] = (articles) => articles) =>
  answer(KEYS.magazine, (url) => ({ results: change(storyArticles(languageOf(url)).map((entry) => entry.data)).map(contentEntry) }));

/** The page at /{lang} on the brand's site (no dealer); another URL (a followed link, a search) shows a link target. */
export const corporateHome = (locale: Locale = 'de') => ({
  route: {
    url: `/${locale}`,
    path: `/${locale}`,
    handle: { pageType: 'homepageCorporate', robots: INDEX_FOLLOW, locale },
    outsideDealer: true,
  },
  layout: 'fullscreen',
});
