import { magazineCategoriesQuery } from '@carweb/api-content';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { isLastPage } from './magazine-list';
import { parseMagazineSearch, type MagazineSearch } from './magazine-search';
import { articlesOf, magazinePageQuery } from './magazine-queries';

export interface MagazineListData extends MagazineSearch {
  /** false: `?category=` names no category of the magazine (the page says so and links all articles) */
  categoryKnown: boolean;
}

/**
 * The magazine (builderContentPage) at `?category=<id>&page=<n>`: the categories and pages 1..n of the chosen
 * category, so the server renders the first n × 7 articles (without JavaScript "more" is a link to `?page=n+1`). Pages
 * load one after the other: after a short page (the end) none is asked for, so a forged `?page=20` costs what the
 * magazine has. Loader contract (decision 0015): categories and articles are critical, an outage answers 503; a
 * listing the service does not have is no articles.
 */
export async function loadMagazineList({ env, api, request }: PageLoaderArgs): Promise<MagazineListData> {
  const search = parseMagazineSearch(new URL(request.url).searchParams);
  const { queryClient } = env;
  const categories = (await critical(queryClient.ensureQueryData(magazineCategoriesQuery(api)))) ?? [];
  const categoryKnown = search.category === null || categories.some((category) => category.id === search.category);
  if (!categoryKnown) return { ...search, categoryKnown };
  for (let page = 1; page <= search.page; page++) {
    const entries = await critical(queryClient.ensureQueryData(magazinePageQuery(api, search.category, page)));
    if (isLastPage(articlesOf(entries ?? []))) break;
  }
  return { ...search, categoryKnown };
}
