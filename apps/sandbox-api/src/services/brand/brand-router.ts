import express, { Router, type Request } from 'express';
import { BRAND_FORM_SCHEMAS } from '@carweb/api-contracts';
import { platformSchema } from '@carweb/shared-util-brand';
import type { z } from 'zod';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { multipartFields, parseMultipart } from '../../http/multipart';
import { submitLead } from '../../leads/submit-lead';

type BrandForms = Record<string, Record<string, z.ZodTypeAny>>;

/** Form-data POSTs arrive urlencoded or multipart; JSON ones were parsed already. */
function bodyOf(req: Request): unknown {
  const type = req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data') && Buffer.isBuffer(req.body)) return multipartFields(parseMultipart(req.body, type));
  return req.body;
}

/** Brand-specific POSTs of SPEC §7 under /brand/{locale}/{brand}.ch/{platform}/{action}; each is a lead. */
export function brandRouter(ctx: SandboxContext): Router {
  const router = Router();
  const forms = BRAND_FORM_SCHEMAS as unknown as BrandForms;
  router.use(express.urlencoded({ extended: false, limit: '1mb' }));
  router.use(express.raw({ type: 'multipart/form-data', limit: '2mb' }));

  router.post('/:locale/:brandHost/:platform/:action', (req, res) => {
    const brand = req.params.brandHost.replace(/\.ch$/, '');
    const schema = req.params.brandHost.endsWith('.ch') ? forms[brand]?.[req.params.action] : undefined;
    if (!schema || !platformSchema.safeParse(req.params.platform).success)
      throw notFound(`No brand form ${req.params.brandHost}/${req.params.action}`);
    submitLead(ctx.leads, { type: `${brand}/${req.params.action}`, service: 'brand', schema }, bodyOf(req), req, res);
  });

  return router;
}
