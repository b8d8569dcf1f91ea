import { Router } from 'express';
import { newsItemSchema, newsListSchema, promotionListSchema, promotionSchema, type NewsItem, type Promotion } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { daysFromNow } from '../../db/json';
import { notFound } from '../../http/errors';
import { dealerContent } from './dealer-content';
import { dealerRequest } from './dealer-request';

type StoredPromotion = Omit<Promotion, 'publishingDate' | 'validUntil'> & { publishedDaysAgo: number; validForDays: number | null };
type StoredNews = Omit<NewsItem, 'date'> & { publishedDaysAgo: number };

/** GET {dealerId}/dealer/promotions, promotion/{slug}, news, news/{slug}; expired promotions are gone. */
export function dealerNewsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  const toPromotion = ({ publishedDaysAgo, validForDays, ...p }: StoredPromotion): Promotion | null => {
    const remaining = validForDays === null ? null : validForDays - publishedDaysAgo;
    if (remaining !== null && remaining < 0) return null;
    return {
      ...p,
      publishingDate: daysFromNow(ctx.now(), -publishedDaysAgo),
      validUntil: remaining === null ? null : daysFromNow(ctx.now(), remaining),
    };
  };
  const toNews = ({ publishedDaysAgo, ...n }: StoredNews): NewsItem & { order: number } => ({
    ...n,
    date: daysFromNow(ctx.now(), -publishedDaysAgo),
    order: publishedDaysAgo,
  });

  router.get('/:dealerId/dealer/promotions', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const promotions = content
      .list<StoredPromotion>(stored.dealer.dealerId, 'promotion', locales)
      .map(toPromotion)
      .filter((p) => p !== null);
    res.json(promotionListSchema.parse(promotions.sort((a, b) => b.publishingDate.localeCompare(a.publishingDate))));
  });

  router.get('/:dealerId/dealer/promotion/:slug', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const found = content.bySlug<StoredPromotion>(stored.dealer.dealerId, 'promotion', locales, req.params.slug);
    const promotion = found && toPromotion(found);
    if (!promotion) throw notFound('Promotion not found or expired');
    res.json(promotionSchema.parse(promotion));
  });

  router.get('/:dealerId/dealer/news', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const news = content
      .list<StoredNews>(stored.dealer.dealerId, 'news', locales)
      .map(toNews)
      .sort((a, b) => a.order - b.order);
    res.json(newsListSchema.parse(news));
  });

  router.get('/:dealerId/dealer/news/:slug', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const found = content.bySlug<StoredNews>(stored.dealer.dealerId, 'news', locales, req.params.slug);
    if (!found) throw notFound('News not found');
    res.json(newsItemSchema.parse(toNews(found)));
  });

  return router;
}
