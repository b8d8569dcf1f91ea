import express, { Router } from 'express';
import { isOperatorRequest } from './operator-request';
import type { PageCache } from './page-cache';

/**
 * The purge hook of the page cache: `POST /internal/page-cache/purge` with `{"vehicleIds":[…]}` (a vehicle was
 * reserved, sold or changed: its detail and every list showing it go) or `{"all":true}`. Only from this machine
 * (its address as trusted proxies tell it, never a visitor's own X-Forwarded-For) or with
 * `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>`.
 */
export function pageCachePurgeRouter(cache: PageCache | undefined, token = process.env['PAGE_CACHE_PURGE_TOKEN']): Router {
  const router = Router();
  router.post('/internal/page-cache/purge', express.json({ limit: '64kb' }), (req, res) => {
    if (!isOperatorRequest(req, token)) return res.status(403).json({ error: 'forbidden' });
    const body = (req.body ?? {}) as { vehicleIds?: unknown; all?: unknown };
    const ids = Array.isArray(body.vehicleIds) ? body.vehicleIds.filter((id): id is number => Number.isInteger(id)) : [];
    if (body.all !== true && ids.length === 0) return res.status(400).json({ error: 'vehicleIds (integers) or all: true' });
    if (!cache) return res.json({ purged: 0, cache: 'off' });
    if (body.all === true) {
      const { entries } = cache.size;
      cache.clear();
      return res.json({ purged: entries });
    }
    return res.json({ purged: cache.purgeVehicles(ids) });
  });
  return router;
}
