import { Router } from 'express';
import { CONTENT_MODEL_SCHEMAS, contentListQuerySchema, contentListResponseSchema, contentModelSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/request';
import { isContentPreview } from './content-preview';
import type { ContentEntry, ContentRepository } from './content-repository';

function sortEntries(entries: ContentEntry[], sort: string | undefined): ContentEntry[] {
  if (!sort) return entries;
  const descending = sort.startsWith('-');
  const field = sort.replace(/^-/, '').replace(/^data\./, '');
  const value = (e: ContentEntry) => String((field === 'name' ? e.name : e.data[field]) ?? '');
  return [...entries].sort((a, b) => (descending ? -1 : 1) * value(a).localeCompare(value(b)));
}

/** Keeps the listed fields ("id,name,data.title"); data fields may be named with or without "data.". */
function project(entry: ContentEntry, fields: string | undefined): Record<string, unknown> {
  if (!fields) return { ...entry };
  const wanted = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const data = Object.fromEntries(
    Object.entries(entry.data).filter(([key]) => wanted.includes(key) || wanted.includes(`data.${key}`) || wanted.includes('data')),
  );
  return {
    ...Object.fromEntries(
      Object.entries(entry).filter(
        ([key]) =>
          key !== 'data' && (wanted.includes(key) || ['id', 'name', 'modelName', 'published', 'createdDate', 'lastUpdated'].includes(key)),
      ),
    ),
    data,
  };
}

/** GET api/v3/content/{model}?limit&offset&fields&sort&locale(de-CH)&enrich&cachebust&urlPath&dealerId&brand&category */
export function contentRestRoutes(ctx: SandboxContext, content: ContentRepository): Router {
  const router = Router();

  router.get('/api/v3/content/:model', (req, res) => {
    const model = contentModelSchema.safeParse(req.params.model);
    if (!model.success) throw notFound(`Unknown content model ${req.params.model}`);
    const query = parseWith(contentListQuerySchema, req.query);
    const entries = content.query({
      model: model.data,
      locale: query.locale.slice(0, 2),
      brand: query.brand,
      dealerId: query.dealerId,
      urlPath: query.urlPath,
      category: query.category,
      includeUnpublished: query.includeUnpublished && isContentPreview(req),
    });
    const schema = CONTENT_MODEL_SCHEMAS[model.data];
    for (const entry of entries) schema.parse(entry.data);
    const page = sortEntries(entries, query.sort).slice(query.offset, query.offset + query.limit);
    res.set('Cache-Control', query.cachebust || isContentPreview(req) ? 'no-store' : 'public, max-age=3600');
    res.json(contentListResponseSchema.parse({ results: page.map((e) => project(e, query.fields)) }));
  });

  return router;
}
