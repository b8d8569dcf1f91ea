import { Router } from 'express';
import { minimalDealerListSchema } from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { parseWith, requestLocale } from '../../http/request';

const minimalListQuery = z.object({
  filter: z.enum(['all', 'tradein']).default('all'),
  wholesaler: z.string().optional(),
});

/** GET dealer-list/min?filter=all|tradein&wholesaler= */
export function dealerListRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/dealer-list/min', (req, res) => {
    requestLocale(req);
    const query = parseWith(minimalListQuery, req.query);
    const dealers = ctx.dealers
      .all()
      .filter((d) => !query.wholesaler || d.dealer.wholesaler.name === query.wholesaler)
      .filter((d) => query.filter === 'all' || d.services.includes(query.filter))
      .map(({ dealer }) => dealer)
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    res.json(minimalDealerListSchema.parse(dealers));
  });

  return router;
}
