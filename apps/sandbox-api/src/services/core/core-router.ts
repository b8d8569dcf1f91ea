import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { mediaRoutes } from '../../media/media-routes';
import { coreMiscRoutes } from './core-misc-routes';
import { criteriaRoutes } from './criteria-routes';
import { leasingRoutes } from './leasing-routes';
import { vehicleDetailRoutes } from './vehicle-detail-routes';
import { vehicleListRoutes } from './vehicle-list-routes';

export const CORE_BASE_PATH = '/:locale/:wholesaler/:country/:platform';

/** The vehicle/core API of SPEC §7, mounted at /core; generated media lives under /core/media. */
export function coreRouter(ctx: SandboxContext): Router {
  const router = Router();
  router.use('/media', mediaRoutes(ctx));
  for (const routes of [vehicleListRoutes, vehicleDetailRoutes, criteriaRoutes, leasingRoutes, coreMiscRoutes]) {
    router.use(CORE_BASE_PATH, routes(ctx));
  }
  return router;
}
