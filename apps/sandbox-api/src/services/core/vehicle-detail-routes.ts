import { Router } from 'express';
import { additionalPackagesResponseSchema, vehicleDetailSchema, vehicleListResponseSchema } from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import type { VehicleRecord } from '../../domain/vehicle-record';
import { MODELS } from '../../domain/catalog';
import { notFound } from '../../http/errors';
import { intParam, parseWith } from '../../http/request';
import { additionalPackages } from './additional-packages';
import { coreCall, searchFilter } from './core-scope';
import { toVehicle } from './to-vehicle';
import { toVehicleDetail } from './to-vehicle-detail';
import type { VehicleScope } from './vehicle-predicates';
import { must } from '../../domain/must';

const packagesQuery = z.object({
  year: z.coerce.number().int().min(1950).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  modelId: z.coerce.number().int(),
});

const inScope = (row: VehicleRecord, scope: VehicleScope) =>
  (scope.make === null || row.make === scope.make) && (scope.sellerIds === null || scope.sellerIds.includes(row.seller_id));

/** GET detail/additional-packages, detail/{id} (dealerSlug), detail/{id}/similar (filter, dealerSlug) */
export function vehicleDetailRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  router.get('/detail/additional-packages', (req, res) => {
    const call = coreCall(ctx, req);
    const query = parseWith(packagesQuery, req.query);
    const model = MODELS.find((m) => m.id === query.modelId);
    if (!model) throw notFound(`Unknown model ${query.modelId}`);
    const age = Math.max(0, call.scope.currentYearMonth - (query.year * 12 + query.month - 1));
    res.json(additionalPackagesResponseSchema.parse(additionalPackages(model, age, call.locale)));
  });

  router.get('/detail/:id', (req, res) => {
    const call = coreCall(ctx, req);
    const row = ctx.vehicles.byId(intParam(req, 'id'));
    if (!row || !inScope(row, call.scope)) throw notFound('Could not load vehicle detail data');
    const seller = must(ctx.dealers.byId(row.seller_id), `dealer ${row.seller_id}`);
    const mapping = { locale: call.locale, mediaBase: ctx.mediaBase, currentYearMonth: call.scope.currentYearMonth };
    res.json(vehicleDetailSchema.parse(toVehicleDetail(row, seller, mapping)));
  });

  router.get('/detail/:id/similar', (req, res) => {
    const call = coreCall(ctx, req);
    const filter = searchFilter(req);
    const row = ctx.vehicles.byId(intParam(req, 'id'));
    if (!row) throw notFound('Could not load similar vehicles');
    const limit = filter.limit ?? 6;
    const similar = ctx.vehicles.similar(row, call.scope, limit);
    const mapping = { locale: call.locale, mediaBase: ctx.mediaBase, currentYearMonth: call.scope.currentYearMonth };
    res.json(
      vehicleListResponseSchema.parse({
        vehicles: similar.map((v) => toVehicle(v, mapping)),
        totalMatches: similar.length,
        currentPage: 1,
        error: false,
      }),
    );
  });

  return router;
}
