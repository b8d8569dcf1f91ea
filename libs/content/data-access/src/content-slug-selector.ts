import type { QueryClient } from '@tanstack/react-query';
import type { ContentModel } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import { languageSwitchPathsFromContent } from '@carweb/shared-util-i18n';

// A content page's route handle needs only this: kept apart from the content queries, which the route table would
// otherwise carry into every page's first load.

/** The query key of the content entry by path (`contentByPathQuery`): the selector reads the cached entry. */
export const CONTENT_BY_PATH_KEY = ['content', 'by-path'] as const;

const lastPart = (path: string) => path.split('/').filter(Boolean).at(-1);

/** The routing library's `LocalizedSlugSelector`, by its shape (a data-access library does not import a feature). */
type SlugSelector = (args: {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  locale: Locale;
}) => Partial<Record<Locale, string>> | undefined;

/**
 * SPEC §2 localizedSlugSelector of a content page: the page's slug in every language, the last part of the content's
 * localized paths (SPEC §4 language-switch rule). Its route segment is the content's own word in each language.
 */
export function contentSlugSelector(model: ContentModel): SlugSelector {
  return ({ queryClient, params }) => {
    const entry = queryClient
      .getQueriesData<{ data: { localizedUrlPath?: Record<string, string> } } | null>({ queryKey: [...CONTENT_BY_PATH_KEY, model] })
      .map(([, data]) => data)
      .find((data) => data?.data.localizedUrlPath && Object.values(data.data.localizedUrlPath).some((p) => lastPart(p) === params['slug']));
    if (!entry?.data.localizedUrlPath) return undefined;
    const paths = languageSwitchPathsFromContent(entry.data.localizedUrlPath);
    return Object.fromEntries(Object.entries(paths).flatMap(([locale, path]) => (lastPart(path) ? [[locale, lastPart(path)]] : [])));
  };
}
