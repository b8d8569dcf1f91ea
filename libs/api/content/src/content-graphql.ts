import type { z } from 'zod';
import { callService, contract, parseWith, type ApiContext, type SchemaSource } from '@carweb/api-http';

/** Content is cached for an hour (SPEC §9). */
export const CONTENT_STALE_MS = 3_600_000;

export class ContentQueryError extends Error {
  constructor(readonly errors: readonly { message: string }[]) {
    super(`Content query failed: ${errors.map((e) => e.message).join('; ') || 'no data'}`);
    this.name = 'ContentQueryError';
  }
}

/** The content service wants the locale as language-country: de-CH (SPEC §7, §9). */
export function contentLocale(ctx: ApiContext): string {
  return `${ctx.locale}-${ctx.country.toUpperCase()}`;
}

/** The editing frame's calls carry the content service's preview key (server only; the proxy adds it for the browser). */
export function contentPreviewHeaders(ctx: ApiContext): Record<string, string> | undefined {
  const key = ctx.contentPreview?.key;
  return key ? { authorization: `Bearer ${key}` } : undefined;
}

export interface ContentQueryVariables {
  /** null: every brand's content (a brand that does not filter by brand) */
  brand?: string | null;
  dealerId?: number;
  limit?: number;
  offset?: number;
  categoryId?: string;
}

/**
 * GET graphql?query&variables (GET, so a CDN can cache it): runs one named query and parses its root
 * field. Variables always carry the content locale and, unless given, the wholesaler as brand; in the editing frame
 * `preview: true` (unpublished and scheduled content).
 */
export async function queryContentField<T extends z.ZodTypeAny>(
  ctx: ApiContext,
  document: string,
  field: string,
  schema: SchemaSource<T>,
  variables: ContentQueryVariables = {},
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const preview = ctx.contentPreview ? { preview: true } : {};
  const query = { query: document, variables: { locale: contentLocale(ctx), brand: ctx.wholesaler, ...variables, ...preview } };
  const headers = contentPreviewHeaders(ctx);
  const response = await callService(ctx, 'content', 'graphql', { schema: contract('graphqlResponseSchema'), query, signal, headers });
  if (response.errors?.length || !response.data) throw new ContentQueryError(response.errors ?? []);
  return parseWith(schema, response.data[field]);
}
