import type { MagazineArticle } from '@carweb/api-contracts';
import { contentEntriesQuery } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import { contentByPathQuery } from '@carweb/content-data-access';
import { MAGAZINE_PAGE_SIZE } from './magazine-list';

/**
 * Page `page` (from 1) of the magazine's articles, newest first, of one category or all: the content service's REST
 * listing of `magazine-article` (SPEC §7) with limit 7 and its offset (SPEC §9). Cached for an hour.
 */
export function magazinePageQuery(api: ApiContext, category: string | null, page: number) {
  return contentEntriesQuery(api, 'magazine-article', {
    limit: MAGAZINE_PAGE_SIZE,
    offset: (page - 1) * MAGAZINE_PAGE_SIZE,
    sort: '-dateTimestamp',
    ...(category ? { category } : {}),
  });
}

/** The article whose localized URL path (below the language) is `urlPath`, e.g. '/magazin/reichweite-im-winter'. */
export const magazineArticleQuery = (api: ApiContext, urlPath: string) => contentByPathQuery(api, 'magazine-article', urlPath);

/** The articles of listed content entries. */
export const articlesOf = (entries: readonly { data: MagazineArticle }[] | undefined): MagazineArticle[] =>
  entries?.map((entry) => entry.data) ?? [];
