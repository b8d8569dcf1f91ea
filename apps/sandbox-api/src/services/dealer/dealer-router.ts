import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { dealerListRoutes } from './dealer-list-routes';
import { dealerLookupRoutes } from './dealer-lookup-routes';
import { dealerPageRoutes } from './dealer-page-routes';

/** The dealer service of SPEC §7, mounted at /dealer. */
export function dealerRouter(ctx: SandboxContext): Router {
  const router = Router();
  router.use(dealerListRoutes(ctx));
  router.use(dealerLookupRoutes(ctx));
  router.use(dealerPageRoutes(ctx));
  return router;
}
