import { redirect } from 'react-router-dom';
import { categoryPageQuery, marketApi } from '@carweb/api-core';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';
import { categoryTranslationConfiguration, categoryTranslationQuery } from './category-chips';
import { categoryPagePath, categoryVehiclesQuery } from './category-filter';

/**
 * A category's landing page (vehicleListPage at /{lang}/kategorie/{slug}). Loader contract (decision 0015): the
 * category page (core `category-pages/{slug}`) is critical, an outage answers 503 in the site frame; an unknown slug
 * (404) goes to the not-found route. A slug of another language answers with the page's own slug in this language:
 * a permanent redirect there, so each page has one URL per language. The category's vehicles and the labels of its
 * filter codes (its chips) are optional: prefetched into the server HTML (prefetchQuery never throws), the page shows
 * its text and the link to the list without them.
 */
export async function loadCategoryPage({ params, env, api, locale, request }: PageLoaderArgs): Promise<null> {
  const slug = params['slug'] ?? '';
  const page = await critical(env.queryClient.ensureQueryData(categoryPageQuery(marketApi(api), slug)));
  if (!page) throw redirect(notFoundPath(env.brand, locale));
  if (page.slug && page.slug !== slug) {
    throw redirect(`${categoryPagePath(env.brand, locale, page.slug)}${new URL(request.url).search}`, 301);
  }
  const configuration = categoryTranslationConfiguration(page.filter);
  await Promise.all([
    env.queryClient.prefetchQuery(categoryVehiclesQuery(api, page.filter)),
    configuration && env.queryClient.prefetchQuery(categoryTranslationQuery(api, configuration)),
  ]);
  return null;
}
