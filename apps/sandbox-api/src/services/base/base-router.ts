import { Router } from 'express';
import { footnotesResponseSchema, internalIpResponseSchema, seoResponseSchema } from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { FOOTNOTES } from '../../domain/footnotes';
import { seoFor } from '../../domain/seo-templates';
import { parseWith, requestLocale } from '../../http/request';

/** The base service of SPEC §7, mounted at /base: internal-ip, footnotes, seo. */
export function baseRouter(ctx: SandboxContext): Router {
  const router = Router();

  /** Internal when the caller's address is in SANDBOX_INTERNAL_IPS (comma list) or sends X-Sandbox-Internal: 1. */
  router.get('/internal-ip', (req, res) => {
    const forwarded = req.header('x-forwarded-for')?.split(',')[0]?.trim();
    const ip = forwarded ?? req.socket.remoteAddress ?? '';
    const internal = req.header('x-sandbox-internal') === '1' || ctx.internalIps.includes(ip.replace(/^::ffff:/, ''));
    res.json(internalIpResponseSchema.parse({ internal }));
  });

  router.get('/footnotes', (req, res) => {
    const locale = requestLocale(req);
    res.json(footnotesResponseSchema.parse({ footnotes: FOOTNOTES.map((f) => ({ id: f.id, text: f.text[locale] })) }));
  });

  /** An unknown route answers {} (SPEC §7: the response may be empty). */
  router.get('/seo', (req, res) => {
    const locale = requestLocale(req);
    const query = parseWith(z.object({ route: z.string().min(1), dealerId: z.coerce.number().int().optional() }), req.query);
    const dealer = query.dealerId !== undefined ? ctx.dealers.byId(query.dealerId) : undefined;
    res.json(seoResponseSchema.parse(seoFor(query.route, locale, dealer?.dealer.name ?? null) ?? {}));
  });

  return router;
}
