import { Router } from 'express';
import { vehicleListResponseSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { coreCall, searchFilter } from './core-scope';
import { toVehicle } from './to-vehicle';

/** GET list, list/count (query filter, dealerSlug) */
export function vehicleListRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  router.get('/list', (req, res) => {
    const call = coreCall(ctx, req);
    const filter = searchFilter(req);
    const page = ctx.vehicles.page(filter, call.scope);
    const origin = filter.lat !== undefined && filter.lon !== undefined ? { lat: filter.lat, lon: filter.lon } : undefined;
    const mapping = { locale: call.locale, mediaBase: ctx.mediaBase, currentYearMonth: call.scope.currentYearMonth, origin };
    res.json(
      vehicleListResponseSchema.parse({
        vehicles: page.rows.map((row) => toVehicle(row, mapping)),
        totalMatches: page.totalMatches,
        currentPage: page.currentPage,
        error: false,
      }),
    );
  });

  router.get('/list/count', (req, res) => {
    const call = coreCall(ctx, req);
    res.json({ count: ctx.vehicles.count(searchFilter(req), call.scope) });
  });

  return router;
}
