import { Router } from 'express';
import type { SandboxContext } from '../context';
import { tagScriptRouter } from './tag-script-routes';
import { trackingEventRouter } from './tracking-event-routes';

/**
 * The sandbox as the site's tag manager and call-tracking provider (decision 0041; SPEC §4, §7 "Other"). The brand site loads
 * these from the sandbox's origin as third-party scripts, after consent:
 *
 * - GET /tags/gtm.js?id={containerId}: forwards window.dataLayer to POST /events (container-script.ts)
 * - GET /tags/call-tracking.js?delay={ms}: window.carwebCallTracking, one tracked number per dealer (tracked-number.ts)
 * - POST /events, GET /events?event&container&since&page, DELETE /events: the forwarded events (tracking-event-routes.ts)
 */
export function tagsRouter(ctx: SandboxContext): Router {
  const router = Router();
  router.use('/tags', tagScriptRouter({ dealers: () => ctx.dealers.all().map(({ dealer }) => dealer) }));
  router.use('/events', trackingEventRouter(ctx.trackingEvents));
  return router;
}
