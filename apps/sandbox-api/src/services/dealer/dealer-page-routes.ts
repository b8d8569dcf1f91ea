import { Router, type Request } from 'express';
import { dealerHomepageSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { intParam, requestLocale } from '../../http/request';
import { dealerContent, localeChain } from './dealer-content';

/** GET {dealerId}/dealer/homepage */
export function dealerPageRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db);

  const dealerOf = (req: Request) => {
    const stored = ctx.dealers.byId(intParam(req, 'dealerId'));
    if (!stored) throw notFound('Unknown dealer');
    return { stored, locales: localeChain(requestLocale(req), stored.dealer.defaultLocale) };
  };

  router.get('/:dealerId/dealer/homepage', (req, res) => {
    const { stored, locales } = dealerOf(req);
    const homepage = content.get(stored.dealer.dealerId, 'homepage', locales);
    if (!homepage) throw notFound('Could not fetch Homepage Data');
    res.json(dealerHomepageSchema.parse(homepage));
  });

  return router;
}
