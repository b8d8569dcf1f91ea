import { Router } from 'express';
import {
  pageBuilderContentSchema,
  pageBuilderModelSchema,
  type DealerServiceDetail,
  type NewsItem,
  type Promotion,
} from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/request';
import { dealerContent } from '../dealer/dealer-content';

/** A picture of the builder page: Builder's Image block with its `altText`, or none (a decorative picture). */
type BuilderImage = { image: string; altText?: string };
type BuilderItem = {
  builderIoPageId: string | null;
  slug: string;
  ctaText?: string;
  builderText?: string;
  builderImages?: BuilderImage[];
} & (
  | Pick<Promotion, 'title' | 'longDescription' | 'image' | 'ctaText'>
  | Pick<DealerServiceDetail, 'title' | 'description' | 'image' | 'ctaText'>
  | Pick<NewsItem, 'name' | 'landingPage' | 'teaser'>
);

const titleOf = (item: BuilderItem) => ('name' in item ? item.name : item.title);
/** The rich text of the page: a stored builder text (the XSS corpus), else the item's own long text. */
const textOf = (item: BuilderItem) =>
  item.builderText ??
  ('landingPage' in item ? item.landingPage.longCopy : 'longDescription' in item ? item.longDescription : item.description);
const imageOf = (item: BuilderItem) =>
  'landingPage' in item ? item.landingPage.heroImage : typeof item.image === 'string' ? item.image : item.image.url;

/**
 * GET page-builder/{model}/{pageId}: builder pages of dealer promotions and news ('campaign-and-news-page',
 * ids campaign-page-{dealerId}-{promotion or news}) and services ('service-page', ids service-page-{dealerId}-{service}).
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
    const kinds = match[1] === 'campaign' ? ['promotion', 'news'] : ['service'];
    const items = kinds.flatMap((kind) => content.list<BuilderItem>(dealerId, kind, [locale, 'de']));
    const item = items.find((i) => i.builderIoPageId === req.params.pageId);
    if (!item) throw notFound('Unknown page');
    const kind = 'landingPage' in item ? 'news' : match[1] === 'campaign' ? 'promotion' : 'service';
    const title = titleOf(item);
    res.set('Cache-Control', 'public, max-age=3600').json(
      pageBuilderContentSchema.parse({
        id: req.params.pageId,
        model: model.data,
        name: title,
        data: {
          title,
          url: `/${{ promotion: 'promotions', news: 'news', service: 'service' }[kind]}/${item.slug}`,
          blocks: [
            { id: `${req.params.pageId}-hero`, component: 'Hero', options: { headline: title, image: imageOf(item) } },
            { id: `${req.params.pageId}-text`, component: 'Text', options: { text: textOf(item) } },
            ...(item.builderImages ?? []).map((options, index) => ({
              id: `${req.params.pageId}-image-${index + 1}`,
              component: 'Image',
              options,
            })),
            {
              id: `${req.params.pageId}-cta`,
              component: 'Button',
              options: {
                text: 'landingPage' in item ? item.teaser.ctaText : item.ctaText,
                link: kind === 'service' ? 'appointment' : 'contact',
              },
            },
          ],
        },
      }),
    );
  });

  return router;
}
