import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { mediaRoutes } from '../../media/media-routes';
import { vehicleListRoutes } from './vehicle-list-routes';

export const CORE_BASE_PATH = '/:locale/:wholesaler/:country/:platform';

/** The vehicle/core API of SPEC §7, mounted at /core; generated media lives under /core/media. */
export function coreRouter(ctx: SandboxContext): Router {
  const router = Router();
  router.use('/media', mediaRoutes(ctx));
  router.use(CORE_BASE_PATH, vehicleListRoutes(ctx));
  return router;
}
