import { Router } from 'express';
import { subDealerDetailListSchema, subDealerDetailSchema } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { contactPersonsOf } from './dealer-people';
import type { StoredDealer } from './dealer-repository';
import { dealerRequest } from './dealer-request';

/** GET {dealerId}/dealer/sub-dealers/detail?subDealerIds=, sub-dealers/{subDealerSlug} */
export function subDealerRoutes(ctx: SandboxContext): Router {
  const router = Router();

  const detail = (sub: StoredDealer, locale: Locale) => ({
    ...sub.dealer,
    parentDealerId: sub.parentId,
    contactPersons: contactPersonsOf(sub, locale),
  });

  router.get('/:dealerId/dealer/sub-dealers/detail', (req, res) => {
    const { stored, locale } = dealerRequest(ctx, req);
    const raw = req.query['subDealerIds'];
    const requested = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map(Number).filter(Number.isInteger);
    const ids = requested.length ? requested : stored.dealer.subDealers.map((s) => s.dealerId);
    const subs = ids.map((id) => ctx.dealers.byId(id)).filter((sub) => sub?.parentId === stored.dealer.dealerId) as StoredDealer[];
    res.json(subDealerDetailListSchema.parse(subs.map((sub) => detail(sub, locale))));
  });

  router.get('/:dealerId/dealer/sub-dealers/:subDealerSlug', (req, res) => {
    const { stored, locale } = dealerRequest(ctx, req);
    const sub = ctx.dealers.bySlug(req.params.subDealerSlug);
    if (!sub || sub.parentId !== stored.dealer.dealerId) throw notFound('Unknown sub-dealer');
    res.json(subDealerDetailSchema.parse(detail(sub, locale)));
  });

  return router;
}
