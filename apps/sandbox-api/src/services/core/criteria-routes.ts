import { Router } from 'express';
import { makesAndModelsResponseSchema, searchCriteriaResponseSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { coreCall, searchFilter } from './core-scope';
import { facetCounter } from './criteria/facet-counts';
import { searchCriteria } from './criteria/search-criteria';

/** GET filter/search-criteria, filter/makes-and-models (query filter) */
export function criteriaRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  router.get('/filter/search-criteria', (req, res) => {
    const call = coreCall(ctx, req);
    const filter = searchFilter(req);
    const total = ctx.vehicles.count(filter, call.scope);
    const counts = facetCounter(ctx.vehicles, filter, call.scope);
    res.json(searchCriteriaResponseSchema.parse(searchCriteria(counts, ctx.vehicles.index, filter, call.scope, call.locale, total)));
  });

  router.get('/filter/makes-and-models', (req, res) => {
    const call = coreCall(ctx, req);
    const rows = facetCounter(ctx.vehicles, searchFilter(req), call.scope).makesAndModels();
    const makes = [...new Set(rows.map((r) => r.make))].map((make) => {
      const models = rows.filter((r) => r.make === make).map((r) => ({ id: String(r.modelId), name: r.model, count: r.count }));
      return { id: make, name: make, count: models.reduce((sum, m) => sum + m.count, 0), models };
    });
    res.json(makesAndModelsResponseSchema.parse({ makes }));
  });

  return router;
}
