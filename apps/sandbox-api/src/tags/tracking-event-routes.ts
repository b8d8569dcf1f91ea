import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseWith } from '../http/request';
import { trackingEventsFromBody } from './tracking-event-body';
import type { TrackingEventStore } from './tracking-event-store';

/** sendBeacon and fetch keepalive carry at most 64 KB; the container splits its batches below that */
export const TRACKING_BODY_LIMIT = '64kb';

// the site's pages run on another origin; any origin may post (and tests in a page may read) the sandbox's events
const allowAnyOrigin: RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};

const listQuerySchema = z.object({
  event: z.string().optional(),
  container: z.string().optional(),
  since: z.coerce.number().int().min(0).optional(),
  page: z.string().optional(),
});

/**
 * /events: POST stores what the tag-manager container forwards; GET lists it for tests (as GET /__sandbox/leads lists
 * leads), DELETE clears it.
 */
export function trackingEventRouter(events: TrackingEventStore): Router {
  const router = Router();
  router.use(allowAnyOrigin);

  router.options('/', (_req, res) => {
    res.set({ 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' });
    res.status(204).end();
  });

  // any content type as text: sendBeacon sends text/plain (no preflight), a test may send application/json
  router.post('/', express.text({ type: () => true, limit: TRACKING_BODY_LIMIT }), (req, res) => {
    events.add(trackingEventsFromBody(typeof req.body === 'string' ? req.body : ''));
    res.status(204).end();
  });

  router.get('/', (req, res) => {
    res.json({ events: events.list(parseWith(listQuerySchema, req.query)) });
  });

  router.delete('/', (_req, res) => {
    res.json({ deleted: events.clear() });
  });

  return router;
}
