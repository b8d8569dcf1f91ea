import express, { Router } from 'express';
import { isOperatorRequest } from './operator-request';
import type { PageCache } from './page-cache';
import { fanOutPurge, RELAYED_HEADER, type PurgeFanout, type PurgeRequest } from './purge-fanout';

/**
 * The purge hook of the page cache: `POST /internal/page-cache/purge` with `{"vehicleIds":[…]}` (a vehicle was
 * reserved, sold or changed: its detail and every list showing it go) or `{"all":true}`. Only from this machine
 * (its address as trusted proxies tell it, never a visitor's own X-Forwarded-For) or with
 * `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>`. With a fan-out (several replicas behind an edge, decision 0045) the
 * same purge then reaches every other replica and the edge before the answer (`purge-fanout.ts`).
 */
export function pageCachePurgeRouter(
  cache: PageCache | undefined,
  token = process.env['PAGE_CACHE_PURGE_TOKEN'],
  fanout: PurgeFanout = { replicas: [], edge: null },
): Router {
  const router = Router();
  router.post('/internal/page-cache/purge', express.json({ limit: '64kb' }), (req, res, next) => {
    if (!isOperatorRequest(req, token)) return res.status(403).json({ error: 'forbidden' });
    const body = (req.body ?? {}) as { vehicleIds?: unknown; all?: unknown };
    const ids = Array.isArray(body.vehicleIds) ? body.vehicleIds.filter((id): id is number => Number.isInteger(id)) : [];
    if (body.all !== true && ids.length === 0) return res.status(400).json({ error: 'vehicleIds (integers) or all: true' });
    const purge: PurgeRequest = body.all === true ? { all: true } : { vehicleIds: ids };
    const purged = !cache ? 0 : 'all' in purge ? cache.clear() : cache.purgeVehicles(ids);
    const local = { purged, ...(cache ? {} : { cache: 'off' }) };
    if (req.get(RELAYED_HEADER) || (fanout.replicas.length === 0 && !fanout.edge)) return res.json(local);
    fanOutPurge(purge, fanout, req.get('authorization')).then((reached) => res.json({ ...local, ...reached }), next);
  });
  return router;
}
