import { Router } from 'express';
import { aboutUsSchema, dealerHomepageSchema, type DealerHomepage } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { aboutUsOf } from './about-us';
import { dealerContent } from './dealer-content';
import { dealerRequest } from './dealer-request';

/** GET {dealerId}/dealer/homepage, about-us/{subDealerId?} */
export function dealerPageRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  router.get('/:dealerId/dealer/homepage', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const homepage = content.get<DealerHomepage>(stored.dealer.dealerId, 'homepage', locales);
    if (!homepage) throw notFound('Could not fetch Homepage Data');
    res.json(dealerHomepageSchema.parse(homepage));
  });

  router.get('/:dealerId/dealer/about-us/:subDealerId?', (req, res) => {
    const { stored, locale, locales } = dealerRequest(ctx, req);
    let target = stored;
    if (req.params['subDealerId']) {
      const sub = ctx.dealers.byId(Number(req.params['subDealerId']));
      if (!sub || sub.parentId !== stored.dealer.dealerId) throw notFound('Unknown sub-dealer');
      target = sub;
    }
    const homepage = content.get<DealerHomepage>(target.dealer.dealerId, 'homepage', locales);
    if (!homepage?.aboutUsTeaser) throw notFound('No about-us page');
    res.json(aboutUsSchema.parse(aboutUsOf(target, locale)));
  });

  return router;
}
