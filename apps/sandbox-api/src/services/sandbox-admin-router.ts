import { Router } from 'express';
import { paymentStatusSchema } from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { vehicleSearch } from './core/vehicle-search';
import { heldCalls, type FaultSwitch } from '../http/fault-injection';
import { parseWith } from '../http/request';

/** /__sandbox: what tests need to look inside (leads) and to steer (payment status, faults). Not part of SPEC §7. */
export function sandboxAdminRouter(ctx: SandboxContext, faults: FaultSwitch, startFaults: string): Router {
  const router = Router();

  // the fault switch at run time, e.g. { "spec": "core:error=1" } (failure tests of the brand sites)
  router.get('/faults', (_req, res) => {
    res.json(faults);
  });
  router.put('/faults', (req, res) => {
    faults.spec = parseWith(z.object({ spec: z.string().max(500) }), req.body).spec;
    res.json(faults);
  });
  router.delete('/faults', (_req, res) => {
    faults.spec = startFaults;
    res.json(faults);
  });
  // how many calls the latency fault still holds back (a run waits for 0 before it counts what was stored)
  router.get('/held-calls', (_req, res) => {
    res.json({ count: heldCalls.count });
  });

  router.get('/leads', (req, res) => {
    const query = parseWith(
      z.object({ type: z.string().optional(), limit: z.coerce.number().int().min(1).max(1000).optional() }),
      req.query,
    );
    const leads = ctx.leads.list(query);
    res.json({ count: leads.length, leads });
  });

  router.delete('/leads', (_req, res) => {
    res.json({ deleted: ctx.leads.clear() });
  });

  router.post('/payments/:paymentSessionId', (req, res) => {
    const { status } = parseWith(z.object({ status: paymentStatusSchema }), req.body);
    if (!ctx.payments.setStatus(req.params.paymentSessionId, status)) throw notFound('Unknown payment session');
    res.json(ctx.payments.get(req.params.paymentSessionId));
  });

  // a vehicle reserved, as the dealer's system would mark it (the edge's purge test, decision 0045)
  router.post('/vehicles/:vehicleId/reserve', (req, res) => {
    const vehicleId = Number(req.params.vehicleId);
    if (!ctx.vehicles.index.positionById.has(vehicleId)) throw notFound('Unknown vehicle');
    ctx.vehicles.reserve(vehicleId);
    res.json({ vehicleId, reserved: true });
  });

  // a vehicle newly listed: a copy of a seeded one under a new id, the newest of the market (saved searches' "new");
  // the search index is built again, so lists and counts include it at once
  router.post('/vehicles', (req, res) => {
    const { copyOf, price } = parseWith(
      z.object({ copyOf: z.number().int(), price: z.number().int().min(1).max(10_000_000).optional() }),
      req.body,
    );
    const source = ctx.vehicles.byId(copyOf);
    if (!source) throw notFound('Unknown vehicle');
    const { maxId } = ctx.db.prepare('SELECT MAX(id) AS maxId FROM vehicles').get() as { maxId: number };
    const vehicleId = maxId + 1;
    const row = { ...source, id: vehicleId, slug: source.slug.replace(/-\d+$/, `-${vehicleId}`), listed_days: 0, is_reserved: 0 };
    if (price !== undefined) row.price = price;
    const columns = Object.keys(row);
    ctx.db.prepare(`INSERT INTO vehicles (${columns.join(', ')}) VALUES (${columns.map((name) => `@${name}`).join(', ')})`).run(row);
    ctx.vehicles = vehicleSearch(ctx.db);
    res.status(201).json({ vehicleId, slug: row.slug });
  });

  router.get('/meta', (_req, res) => {
    const rows = ctx.db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    res.json(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  });

  return router;
}
