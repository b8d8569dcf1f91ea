import { redirect } from 'react-router-dom';
import { magazineCategoriesQuery } from '@carweb/api-content';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';
import { articlePathOf } from './magazine-paths';
import { magazineArticleQuery, magazinePageQuery } from './magazine-queries';

export interface MagazineArticleData {
  /** the article's localized URL path below the language, its query's key */
  urlPath: string;
}

/**
 * A magazine article (builderContentPage) at its localized path, e.g. /fr/magazine/autonomie-en-hiver. Loader contract
 * (decision 0015): the article is critical — an outage answers 503, a path no article has goes to the not-found route.
 * The newest articles ("more articles") and the categories (the article's category link) are optional: prefetched,
 * their parts are left out when they fail.
 */
export async function loadMagazineArticle({ env, api, locale, request }: PageLoaderArgs): Promise<MagazineArticleData> {
  const { queryClient, brand } = env;
  const urlPath = articlePathOf(new URL(request.url).pathname, locale);
  const entry = await critical(queryClient.ensureQueryData(magazineArticleQuery(api, urlPath)));
  if (!entry) throw redirect(notFoundPath(brand, locale));
  await Promise.all([queryClient.prefetchQuery(magazinePageQuery(api, null, 1)), queryClient.prefetchQuery(magazineCategoriesQuery(api))]);
  return { urlPath };
}
