import { Router } from 'express';
import { dealerSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { intParam, requestLocale } from '../../http/request';

/** GET dealer-slug/{dealerSlug}; GET {dealerId}/dealer/has-cars */
export function dealerLookupRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/dealer-slug/:dealerSlug', (req, res) => {
    requestLocale(req);
    const stored = ctx.dealers.bySlug(req.params.dealerSlug);
    if (!stored) throw notFound(`No dealer with slug ${req.params.dealerSlug}`);
    res.json(dealerSchema.parse(stored.dealer));
  });

  router.get('/:dealerId/dealer/has-cars', (req, res) => {
    requestLocale(req);
    const stored = ctx.dealers.byId(intParam(req, 'dealerId'));
    if (!stored) throw notFound('Unknown dealer');
    const count = ctx.vehicles.count({}, { make: null, sellerIds: ctx.dealers.vehicleSellerIds(stored.dealer), currentYearMonth: 0 });
    res.json({ hasCars: count > 0, count });
  });

  return router;
}
