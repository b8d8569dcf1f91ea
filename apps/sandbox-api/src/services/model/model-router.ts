import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { brandWorldRoutes } from './brand-world-routes';
import { configuratorRoutes } from './configurator-routes';
import { modelPageRoutes } from './model-page-routes';
import { savedConfigurationRoutes } from './saved-configuration-routes';
import { savedConfigurations } from './saved-configurations';

/** The model service of SPEC §7, mounted at /model. */
export function modelRouter(ctx: SandboxContext): Router {
  const router = Router();
  const saved = savedConfigurations(ctx.db, ctx.catalog, `${ctx.publicBase}/model`, ctx.now);
  router.use(savedConfigurationRoutes(ctx, saved));
  router.use(configuratorRoutes(ctx, saved));
  router.use(brandWorldRoutes(ctx));
  router.use(modelPageRoutes(ctx));
  return router;
}
