import { Router } from 'express';
import { pageBuilderContentSchema, pageBuilderModelSchema, type DealerServiceDetail, type Promotion } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/request';
import { dealerContent } from '../dealer/dealer-content';

/**
 * GET page-builder/{model}/{pageId}: builder pages of dealer promotions ('campaign-and-news-page',
 * ids campaign-page-{dealerId}-{promotion}) and services ('service-page', ids service-page-{dealerId}-{service}).
 */
export function pageBuilderRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  router.get('/page-builder/:model/:pageId', (req, res) => {
    const locale = requestLocale(req);
    const model = pageBuilderModelSchema.safeParse(req.params.model);
    const match = /^(campaign|service)-page-(\d+)-(.+)$/.exec(req.params.pageId);
    if (!model.success || !match || (match[1] === 'campaign') !== (model.data === 'campaign-and-news-page')) throw notFound('Unknown page');
    const dealerId = Number(match[2]);
    const kind = match[1] === 'campaign' ? 'promotion' : 'service';
    const items = content.list<(Promotion | DealerServiceDetail) & { builderIoPageId: string | null }>(dealerId, kind, [locale, 'de']);
    const item = items.find((i) => i.builderIoPageId === req.params.pageId);
    if (!item) throw notFound('Unknown page');
    const text = 'longDescription' in item ? item.longDescription : item.description;
    const image = 'image' in item && typeof item.image === 'string' ? item.image : (item.image as { url: string }).url;
    res.set('Cache-Control', 'public, max-age=3600').json(
      pageBuilderContentSchema.parse({
        id: req.params.pageId,
        model: model.data,
        name: item.title,
        data: {
          title: item.title,
          url: `/${kind === 'promotion' ? 'promotions' : 'service'}/${item.slug}`,
          blocks: [
            { id: `${req.params.pageId}-hero`, component: 'Hero', options: { headline: item.title, image } },
            { id: `${req.params.pageId}-text`, component: 'Text', options: { text } },
            {
              id: `${req.params.pageId}-cta`,
              component: 'Button',
              options: { text: item.ctaText, link: kind === 'promotion' ? 'contact' : 'appointment' },
            },
          ],
        },
      }),
    );
  });

  return router;
}
