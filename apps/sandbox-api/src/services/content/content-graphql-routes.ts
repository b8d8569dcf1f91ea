import { Router, type Request } from 'express';
import { graphqlRequestSchema, graphqlResponseSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { isContentPreview } from './content-preview';
import type { ContentRepository } from './content-repository';
import { rootFields } from './graphql-root-fields';

type Args = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * POST (or GET ?query=&variables=) graphql: the content queries of SPEC §7;
 * arguments locale, brand, dealerId, limit, offset, categoryId.
 */
export function contentGraphqlRoutes(_ctx: SandboxContext, content: ContentRepository): Router {
  const router = Router();

  const list = (model: string, args: Args, defaultLimit: number) => {
    const entries = content.query({
      // `preview` is true only for a caller with the preview key (execute)
      includeUnpublished: args['preview'] === true,
      model,
      locale: (str(args['locale']) ?? 'de').slice(0, 2),
      brand: str(args['brand']),
      dealerId: typeof args['dealerId'] === 'number' ? args['dealerId'] : undefined,
      category: str(args['categoryId']),
    });
    const offset = num(args['offset'], 0);
    return entries.slice(offset, offset + num(args['limit'], defaultLimit)).map((e) => e.data);
  };
  const single = (model: string, args: Args) => list(model, args, 1)[0] ?? null;

  const RESOLVERS: Record<string, (args: Args) => unknown> = {
    navigation: (args) => single('navigation', args),
    footer: (args) => single('footer', args),
    multileaseNavigation: (args) => single('multilease-navigation', { ...args, brand: 'multilease' }),
    multileaseFooter: (args) => single('multilease-footer', { ...args, brand: 'multilease' }),
    magazineCategories: (args) => list('magazine-category', args, 100),
    magazineArticles: (args) => list('magazine-article', args, 7),
    campaigns: (args) => list('campaign', args, 4),
    keyCampaign: (args) =>
      list('campaign', args, 100).find((c) => (c['campaignSpecificData'] as { isKeyCampaign?: boolean })?.isKeyCampaign) ??
      single('campaign', args),
    news: (args) => list('news', args, 10),
    modelCategories: (args) => list('model-category', args, 100),
    zeekrModels: (args) => list('zeekr-model', { ...args, brand: 'zeekr' }, 100),
  };

  const execute = (body: unknown, preview: boolean) => {
    const request = graphqlRequestSchema.safeParse(body);
    if (!request.success) throw new HttpError(400, { error: 'validation', message: 'query is required' });
    let fields;
    try {
      fields = rootFields(request.data.query, request.data.variables);
    } catch (error) {
      return { data: null, errors: [{ message: (error as Error).message }] };
    }
    // the operation's `preview` variable (or a field's argument), honoured only for a caller with the preview key
    const wantsPreview = preview && fields.some((field) => field.args['preview'] === true || request.data.variables?.['preview'] === true);
    const data: Record<string, unknown> = {};
    const errors: { message: string }[] = [];
    for (const field of fields) {
      const resolve = RESOLVERS[field.name];
      if (resolve) data[field.key] = resolve({ ...field.args, preview: wantsPreview });
      else errors.push({ message: `Cannot query field "${field.name}" on type "Query".` });
    }
    return graphqlResponseSchema.parse(errors.length ? { data, errors } : { data });
  };

  router.post('/graphql', (req, res) => {
    res.json(execute(req.body, isContentPreview(req)));
  });

  router.get('/graphql', (req: Request, res) => {
    const variables = typeof req.query['variables'] === 'string' ? JSON.parse(req.query['variables']) : undefined;
    const preview = isContentPreview(req);
    res
      .set('Cache-Control', preview ? 'no-store' : 'public, max-age=3600')
      .json(execute({ query: req.query['query'], variables }, preview));
  });

  return router;
}
