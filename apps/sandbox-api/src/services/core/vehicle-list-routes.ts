import { Router, type Request } from 'express';
import { countResponseSchema, vehicleListResponseSchema, type VehicleSearchFilter } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { coreCall, searchFilter, type CoreCall } from './core-scope';
import { toVehicle } from './to-vehicle';
import { bannerPath, mediaUrl } from '../../media/media-paths';
import { brandDisplayName } from '../../domain/brands';

/** How many top cars a dealer home page carousel gets unless the filter says otherwise. */
const TOP_CARS_LIMIT = 12;

/** GET list, list/count, list/top-cars (query filter, dealerSlug) */
export function vehicleListRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  const respond = (call: CoreCall, filter: VehicleSearchFilter) => {
    const page = ctx.vehicles.page(filter, call.scope);
    const origin = filter.lat !== undefined && filter.lon !== undefined ? { lat: filter.lat, lon: filter.lon } : undefined;
    const mapping = { locale: call.locale, mediaBase: ctx.mediaBase, currentYearMonth: call.scope.currentYearMonth, origin };
    return vehicleListResponseSchema.parse({
      vehicles: page.rows.map((row) => toVehicle(row, mapping)),
      totalMatches: page.totalMatches,
      currentPage: page.currentPage,
      error: false,
      heroImage: mediaUrl(ctx.mediaBase, bannerPath(`hero-${call.wholesaler}`, brandDisplayName(call.wholesaler))),
    });
  };

  router.get('/list', (req: Request, res) => {
    res.json(respond(coreCall(ctx, req), searchFilter(req)));
  });

  router.get('/list/count', (req, res) => {
    const call = coreCall(ctx, req);
    res.json(countResponseSchema.parse({ count: ctx.vehicles.count(searchFilter(req), call.scope) }));
  });

  /** Top vehicles and top deals first (relevance order puts them first), never reserved ones. */
  router.get('/list/top-cars', (req, res) => {
    const call = coreCall(ctx, req);
    const filter = searchFilter(req);
    const topFilter: VehicleSearchFilter = {
      ...filter,
      actiontags: filter.actiontags ?? ['topVehicle', 'topDeal'],
      sort: filter.sort ?? 'relevance',
      limit: filter.limit ?? TOP_CARS_LIMIT,
    };
    res.json(respond({ ...call, scope: { ...call.scope, availableOnly: true } }, topFilter));
  });

  return router;
}
