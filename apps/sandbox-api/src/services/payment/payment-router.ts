import { Router } from 'express';
import { paymentStatusResponseSchema, type PaymentStatus } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only relative addresses or http(s) URLs may be returned to. */
function safeReturnUrl(value: unknown): string {
  const url = typeof value === 'string' ? value : '/';
  return url.startsWith('/') && !url.startsWith('//') ? url : /^https?:\/\//.test(url) ? url : '/';
}

/**
 * The payment service: GET payment-status/{paymentSessionId} (SPEC §3 payment status) and a simulated
 * hosted payment page (checkout/{id}) that authorizes, cancels or fails the session and goes back.
 */
export function paymentRouter(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/payment-status/:paymentSessionId', (req, res) => {
    const session = ctx.payments.get(req.params.paymentSessionId);
    if (!session) throw notFound('Unknown payment session');
    res.json(paymentStatusResponseSchema.parse({ status: session.status, paymentSessionId: session.paymentSessionId }));
  });

  router.get('/checkout/:paymentSessionId', (req, res) => {
    const session = ctx.payments.get(req.params.paymentSessionId);
    if (!session) throw notFound('Unknown payment session');
    const back = encodeURIComponent(safeReturnUrl(req.query['returnUrl']));
    const link = (result: PaymentStatus, label: string) =>
      `<a href="${escapeHtml(session.paymentSessionId)}/complete?result=${result}&amp;returnUrl=${back}">${label}</a>`;
    res.type('html').send(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Sandbox-Zahlung</title></head>
<body><h1>Sandbox-Zahlung</h1><p>Reservation CHF ${session.amount}.–</p>
<ul><li>${link('AUTHORIZED', 'Bezahlen')}</li><li>${link('CANCELED', 'Abbrechen')}</li><li>${link('ERROR', 'Fehler simulieren')}</li></ul></body></html>`);
  });

  router.get('/checkout/:paymentSessionId/complete', (req, res) => {
    const result = String(req.query['result']);
    if (!['AUTHORIZED', 'CANCELED', 'ERROR'].includes(result))
      throw new HttpError(400, { error: 'validation', message: 'result must be AUTHORIZED, CANCELED or ERROR' });
    if (!ctx.payments.setStatus(req.params.paymentSessionId, result as PaymentStatus)) throw notFound('Unknown payment session');
    // an authorized reservation reserves its vehicle
    const leadId = ctx.payments.get(req.params.paymentSessionId)?.leadId;
    const vehicleId = leadId ? (ctx.leads.byId(leadId)?.payload as { vehicleId?: unknown } | undefined)?.vehicleId : undefined;
    if (result === 'AUTHORIZED' && typeof vehicleId === 'number') ctx.vehicles.reserve(vehicleId);
    const target = safeReturnUrl(req.query['returnUrl']);
    const separator = target.includes('?') ? '&' : '?';
    res.redirect(302, `${target}${separator}paymentSessionId=${encodeURIComponent(req.params.paymentSessionId)}&status=${result}`);
  });

  return router;
}
