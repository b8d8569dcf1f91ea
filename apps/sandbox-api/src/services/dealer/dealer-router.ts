import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { dealerListRoutes } from './dealer-list-routes';
import { dealerLookupRoutes } from './dealer-lookup-routes';
import { dealerNewsRoutes } from './dealer-news-routes';
import { dealerPageRoutes } from './dealer-page-routes';
import { dealerServiceRoutes } from './dealer-service-routes';
import { subDealerRoutes } from './sub-dealer-routes';

/** The dealer service of SPEC §7, mounted at /dealer. */
export function dealerRouter(ctx: SandboxContext): Router {
  const router = Router();
  for (const routes of [dealerListRoutes, dealerLookupRoutes, dealerPageRoutes, dealerServiceRoutes, dealerNewsRoutes, subDealerRoutes]) {
    router.use(routes(ctx));
  }
  return router;
}
