import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { COLORS } from '../domain/vocabulary';
import { visibleEquipment } from '../domain/configuration-price';
import { interiorSvg } from './car-interior';
import { turntableSvg } from './car-turntable';
import { bannerSvg, carSvg, dealerSvg } from './car-svg';
import { must } from '../domain/must';
import { requestedWidth, svgAtWidth } from './media-width';

const ONE_DAY = 'public, max-age=86400';
const VIEW_BACKGROUNDS: Record<string, string> = {
  side: '#eef1f5',
  front: '#e9eef0',
  rear: '#f1eee9',
  interior: '#e6e3ea',
  cockpit: '#e3e8e4',
  trunk: '#ece9e2',
};

/** The picture, at the width `?w=` asks for (decision 0043) or its own. */
function sendSvg(req: Request, res: Response, svg: string): void {
  const width = requestedWidth(req.query['w']);
  res
    .set('Cache-Control', ONE_DAY)
    .type('image/svg+xml')
    .send(width === undefined ? svg : svgAtWidth(svg, width));
}

/**
 * Generated pictures under /core/media: nothing is downloaded, nothing binary is committed. Every picture takes `?w=`,
 * the width the site shows it at (its fixed sizes per device, decision 0043), like production's image service.
 */
export function mediaRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const vehicleById = ctx.db.prepare('SELECT make, model, model_type, color, body FROM vehicles WHERE id = ?');

  router.get('/vehicles/:id.svg', (req, res) => {
    const row = vehicleById.get(Number(req.params.id)) as
      { make: string; model: string; model_type: string; color: string; body: string } | undefined;
    if (!row) throw notFound('Unknown vehicle');
    const colorHex = COLORS.find((c) => c.id === row.color)?.hex ?? '#888888';
    const view = String(req.query['view'] ?? 'side');
    sendSvg(
      req,
      res,
      carSvg({ colorHex, body: row.body, title: `${row.make} ${row.model}`, subtitle: row.model_type, background: VIEW_BACKGROUNDS[view] }),
    );
  });

  router.get('/dealers/:dealerId.svg', (req, res) => {
    const stored = ctx.dealers.byId(Number(req.params.dealerId));
    if (!stored) throw notFound('Unknown dealer');
    sendSvg(req, res, dealerSvg(stored.dealer.name, `${stored.dealer.zip} ${stored.dealer.city}`));
  });

  /** `:view` is a turntable angle (0–359) or `interior`; `ec` lists chosen equipment codes (the trim's standard ones always show). */
  router.get('/models/:entityId/:colorCode/:view.svg', (req, res) => {
    const entity = ctx.catalog.entity(Number(req.params.entityId));
    if (!entity) throw notFound('Unknown entity');
    const model = must(ctx.catalog.modelById(entity.modelId), 'model');
    const color = entity.colors.find((c) => c.colorCode === req.params.colorCode.toUpperCase());
    if (!color) throw notFound('Unknown colour');
    const chosen = String(req.query['ec'] ?? '')
      .split(',')
      .filter(Boolean);
    const equipment = visibleEquipment(entity, chosen);
    const subtitle = `${entity.engine} ${entity.trim} · ${color.name}`;
    if (req.params.view === 'interior') {
      sendSvg(req, res, interiorSvg({ paint: color.hex, equipment, title: model.name, subtitle }));
      return;
    }
    const angle = Number(req.params.view);
    if (!Number.isInteger(angle) || angle < 0 || angle >= 360) throw notFound('Unknown view');
    const { lengthMm, widthMm, heightMm } = entity.dimensions;
    sendSvg(
      req,
      res,
      turntableSvg({
        angle,
        body: model.bodies[0],
        lengthMm,
        widthMm,
        heightMm,
        paint: color.hex,
        finish: color.finish,
        equipment,
        title: model.name,
        subtitle,
      }),
    );
  });

  router.get('/banners/:key.svg', (req, res) => {
    sendSvg(req, res, bannerSvg(req.params.key, String(req.query['text'] ?? req.params.key)));
  });

  return router;
}
