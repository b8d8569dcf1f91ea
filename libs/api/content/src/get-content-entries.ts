import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CONTENT_MODEL_SCHEMAS, ContentModel } from '@carweb/api-contracts';
import { callService, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, contentLocale, contentPreviewHeaders } from './content-graphql';

/** SPEC §9: a listing without a limit ("get all") asks for at most 30 entries. */
export const CONTENT_GET_ALL_LIMIT = 30;

type ContentData<M extends ContentModel> = z.infer<(typeof CONTENT_MODEL_SCHEMAS)[M]>;

/** REST listing options (SPEC §7); `fields` names data fields and narrows the entries' data to them. */
export interface ContentListOptions<M extends ContentModel, F extends keyof ContentData<M> = keyof ContentData<M>> {
  limit?: number;
  offset?: number;
  fields?: readonly F[];
  /** a data field, `-` first for descending: '-publishingDate' */
  sort?: string;
  enrich?: boolean;
  /** skip every cache (the editing frame) */
  cachebust?: boolean;
  /** the localized URL path in the requested locale and country */
  urlPath?: string;
  dealerId?: number;
  brand?: string;
  category?: string;
}

/** GET api/v3/content/{model}: entries of one content model, their data parsed with the model's contract. */
export async function getContentEntries<M extends ContentModel, F extends keyof ContentData<M> = keyof ContentData<M>>(
  ctx: ApiContext,
  model: M,
  options: ContentListOptions<M, F> = {},
  signal?: AbortSignal,
) {
  const { fields, ...rest } = options;
  const contracts = await import('@carweb/api-contracts');
  const modelSchema = contracts.CONTENT_MODEL_SCHEMAS[model] as z.ZodObject;
  // with `fields` the service leaves the other data fields out
  const dataSchema = fields ? modelSchema.partial() : modelSchema;
  // the editing frame sees unpublished content, never from a cache (SPEC §4, decision 0038)
  const preview = ctx.contentPreview ? { includeUnpublished: true, cachebust: true } : {};
  const query = {
    limit: CONTENT_GET_ALL_LIMIT,
    ...rest,
    ...preview,
    locale: contentLocale(ctx),
    fields: fields?.map((f) => `data.${String(f)}`).join(','),
  };
  const schema = contracts.contentEntriesResponseSchema(dataSchema);
  const headers = contentPreviewHeaders(ctx);
  const response = await callService(ctx, 'content', `api/v3/content/${model}`, { schema, query, signal, headers });
  return response.results as (Omit<(typeof response.results)[number], 'data'> & { data: Pick<ContentData<M>, F> })[];
}

export function contentEntriesQuery<M extends ContentModel, F extends keyof ContentData<M> = keyof ContentData<M>>(
  ctx: ApiContext,
  model: M,
  options: ContentListOptions<M, F> = {},
) {
  return queryOptions({
    queryKey: ['content', 'entries', ctx.locale, model, options],
    queryFn: ({ signal }) => getContentEntries(ctx, model, options, signal),
    staleTime: options.cachebust ? 0 : CONTENT_STALE_MS,
  });
}

export function useContentEntries<M extends ContentModel, F extends keyof ContentData<M> = keyof ContentData<M>>(
  model: M,
  options: ContentListOptions<M, F> = {},
) {
  return useQuery(contentEntriesQuery(useApiContext(), model, options));
}
