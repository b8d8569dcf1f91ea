import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageBuilderContent } from '@carweb/api-contracts';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, contentPreviewHeaders } from './content-graphql';

/** 'campaign-and-news-page' for news and promotions, 'service-page' for services. */
export type PageBuilderModel = PageBuilderContent['model'];

/** GET page-builder/{model}/{pageId}: the page-builder content of a promotion, news item or service (builderIoPageId). */
export function getPageBuilderContent(ctx: ApiContext, model: PageBuilderModel, pageId: string, signal?: AbortSignal) {
  return callService(ctx, 'content', `page-builder/${model}/${encodeURIComponent(pageId)}`, {
    schema: contract('pageBuilderContentSchema'),
    // the editing frame: the page as the editor left it, published or not (decision 0038)
    query: ctx.contentPreview ? { includeUnpublished: true, cachebust: true } : undefined,
    headers: contentPreviewHeaders(ctx),
    signal,
  });
}

export function pageBuilderContentQuery(ctx: ApiContext, model: PageBuilderModel, pageId: string) {
  return queryOptions({
    queryKey: ['content', 'page-builder', ctx.locale, model, pageId],
    queryFn: ({ signal }) => getPageBuilderContent(ctx, model, pageId, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePageBuilderContent(model: PageBuilderModel, pageId: string) {
  return useQuery(pageBuilderContentQuery(useApiContext(), model, pageId));
}
