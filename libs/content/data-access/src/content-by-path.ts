import { queryOptions } from '@tanstack/react-query';
import type { ContentModel } from '@carweb/api-contracts';
import { CONTENT_STALE_MS, getContentEntries } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import type { Locale } from '@carweb/shared-util-brand';
import { CONTENT_BY_PATH_KEY } from './content-slug-selector';

/**
 * The content entry whose localized URL path (in the page's language and country) is `urlPath`, e.g. '/aktionen/sommer'
 * (SPEC §7: listings filtered on the localized URL path); null when there is none. Unpublished entries only in the
 * editing frame (the API context's preview).
 */
export function contentByPathQuery<M extends ContentModel>(api: ApiContext, model: M, urlPath: string) {
  return queryOptions({
    queryKey: [...CONTENT_BY_PATH_KEY, model, api.locale, urlPath],
    // brands share paths ('/news/tag-der-offenen-tuer'): the brand's own entry
    queryFn: async ({ signal }) => (await getContentEntries(api, model, { urlPath, brand: api.wholesaler, limit: 1 }, signal))[0] ?? null,
    staleTime: CONTENT_STALE_MS,
  });
}

/** The path of a content page below its language: '/de/aktionen/sommer' → '/aktionen/sommer'. */
export function contentPathOf(pathname: string, locale: Locale): string {
  return pathname.replace(new RegExp(`^/${locale}(?=/|$)`), '') || '/';
}
