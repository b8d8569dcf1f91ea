import { Router, type Response } from 'express';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { COLORS } from '../domain/vocabulary';
import { carSvg, dealerSvg } from './car-svg';

const ONE_DAY = 'public, max-age=86400';

function sendSvg(res: Response, svg: string): void {
  res.set('Cache-Control', ONE_DAY).type('image/svg+xml').send(svg);
}

/** Generated pictures: nothing is downloaded, nothing binary is committed. */
export function mediaRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const vehicleById = ctx.db.prepare('SELECT make, model, model_type, color, body FROM vehicles WHERE id = ?');

  router.get('/vehicles/:id.svg', (req, res) => {
    const row = vehicleById.get(Number(req.params.id)) as { make: string; model: string; model_type: string; color: string; body: string } | undefined;
    if (!row) throw notFound('Unknown vehicle');
    const colorHex = COLORS.find((c) => c.id === row.color)?.hex ?? '#888888';
    sendSvg(res, carSvg({ colorHex, body: row.body, title: `${row.make} ${row.model}`, subtitle: row.model_type }));
  });

  router.get('/dealers/:dealerId.svg', (req, res) => {
    const stored = ctx.dealers.byId(Number(req.params.dealerId));
    if (!stored) throw notFound('Unknown dealer');
    sendSvg(res, dealerSvg(stored.dealer.name, `${stored.dealer.zip} ${stored.dealer.city}`));
  });

  return router;
}
