import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContentModel } from '@carweb/api-contracts';
import { CONTENT_STALE_MS, getContentEntries } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import { languageSwitchPathsFromContent, type LocalizedSlugSelector } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';

const BY_PATH = ['content', 'by-path'] as const;

/**
 * The content entry whose localized URL path (in the page's language and country) is `urlPath`, e.g. '/aktionen/sommer'
 * (SPEC §7: listings filtered on the localized URL path); null when there is none. Unpublished entries only in the
 * editing frame (the API context's preview).
 */
export function contentByPathQuery<M extends ContentModel>(api: ApiContext, model: M, urlPath: string) {
  return queryOptions({
    queryKey: [...BY_PATH, model, api.locale, urlPath],
    // brands share paths ('/news/tag-der-offenen-tuer'): the brand's own entry
    queryFn: async ({ signal }) => (await getContentEntries(api, model, { urlPath, brand: api.wholesaler, limit: 1 }, signal))[0] ?? null,
    staleTime: api.contentPreview ? 0 : CONTENT_STALE_MS,
  });
}

/** The path of a content page below its language: '/de/aktionen/sommer' → '/aktionen/sommer'. */
export function contentPathOf(pathname: string, locale: Locale): string {
  return pathname.replace(new RegExp(`^/${locale}(?=/|$)`), '') || '/';
}

const lastPart = (path: string) => path.split('/').filter(Boolean).at(-1);

/**
 * SPEC §2 localizedSlugSelector of a content page: the page's slug in every language, the last part of the content's
 * localized paths (SPEC §4 language-switch rule). Its route segment is the content's own word in each language.
 */
export function contentSlugSelector(model: ContentModel): LocalizedSlugSelector {
  return ({ queryClient, params }: { queryClient: QueryClient; params: Record<string, string | undefined> }) => {
    const entry = queryClient
      .getQueriesData<{ data: { localizedUrlPath?: Record<string, string> } } | null>({ queryKey: [...BY_PATH, model] })
      .map(([, data]) => data)
      .find((data) => data?.data.localizedUrlPath && Object.values(data.data.localizedUrlPath).some((p) => lastPart(p) === params['slug']));
    if (!entry?.data.localizedUrlPath) return undefined;
    const paths = languageSwitchPathsFromContent(entry.data.localizedUrlPath);
    return Object.fromEntries(Object.entries(paths).flatMap(([locale, path]) => (lastPart(path) ? [[locale, lastPart(path)]] : [])));
  };
}
