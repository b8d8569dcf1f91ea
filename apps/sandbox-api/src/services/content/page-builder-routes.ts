import { Router } from 'express';
import {
  pageBuilderContentSchema,
  type CampaignAndNewsPage,
  pageBuilderModelSchema,
  type DealerServiceDetail,
  type NewsItem,
  type Promotion,
} from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { parseStored } from '../../db/json';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/request';
import { dealerContent } from '../dealer/dealer-content';
import { isContentPreview } from './content-preview';

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

type BrandContentData = Pick<CampaignAndNewsPage, 'headline' | 'keyVisual' | 'longDescription' | 'ctaText' | 'localizedUrlPath'>;
interface BrandContentRow {
  published: number;
  depublish_in_days: number | null;
  data: string;
}

/**
 * The builder page of a brand's campaign or news item (ids campaign-{brand}-{id}, news-{brand}-{id}), from its content
 * entry in `locale`, else German: the item's headline and key visual, its long text and its call to action to the
 * dealer search (a page every brand has; the link in the content's words, the site writes it in the page's language).
 * Unpublished and depublished items only for the preview key's caller (decision 0038); undefined when there is none.
 */
function brandContentPage(ctx: SandboxContext, pageId: string, locale: Locale, preview: boolean) {
  const row = ctx.db
    .prepare(
      `SELECT published, depublish_in_days, data FROM content_entries
       WHERE id = ? AND model IN ('campaign', 'news') AND locale IN (?, 'de') ORDER BY locale = ? DESC LIMIT 1`,
    )
    .get(pageId, locale, locale) as BrandContentRow | undefined;
  const live = row && row.published === 1 && (row.depublish_in_days === null || row.depublish_in_days >= 0);
  if (!row || (!live && !preview)) return undefined;
  const data = parseStored<BrandContentData>(row.data, ctx.mediaBase);
  return {
    id: pageId,
    model: 'campaign-and-news-page',
    name: data.headline,
    data: {
      title: data.headline,
      url: data.localizedUrlPath[`${locale}-CH`] || data.localizedUrlPath['Default'] || '',
      blocks: [
        { id: `${pageId}-hero`, component: 'Hero', options: { headline: data.headline, image: data.keyVisual } },
        { id: `${pageId}-text`, component: 'Text', options: { text: data.longDescription } },
        { id: `${pageId}-cta`, component: 'Button', options: { text: data.ctaText, link: '/dealer-search' } },
      ],
    },
  };
}

/**
 * GET page-builder/{model}/{pageId}: builder pages of dealer promotions and news ('campaign-and-news-page',
 * ids campaign-page-{dealerId}-{promotion or news}), of the brand's campaigns and news ('campaign-and-news-page', ids
 * campaign-{brand}-{id} and news-{brand}-{id}) and services ('service-page', ids service-page-{dealerId}-{service}).
 */
export function pageBuilderRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  router.get('/page-builder/:model/:pageId', (req, res) => {
    const locale = requestLocale(req);
    const model = pageBuilderModelSchema.safeParse(req.params.model);
    const match = /^(campaign|service)-page-(\d+)-(.+)$/.exec(req.params.pageId);
    if (model.data === 'campaign-and-news-page' && !match && /^(campaign|news)-/.test(req.params.pageId)) {
      const preview = isContentPreview(req);
      const page = brandContentPage(ctx, req.params.pageId, locale, preview);
      if (!page) throw notFound('Unknown page');
      res.set('Cache-Control', preview ? 'no-store' : 'public, max-age=3600').json(pageBuilderContentSchema.parse(page));
      return;
    }
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
