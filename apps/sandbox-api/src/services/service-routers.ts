import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { faultInjection, type FaultSwitch } from '../http/fault-injection';
import { baseRouter } from './base/base-router';
import { brandRouter } from './brand/brand-router';
import { contentRouter } from './content/content-router';
import { coreRouter } from './core/core-router';
import { dealerRouter } from './dealer/dealer-router';
import { formRouter } from './form/form-router';
import { modelRouter } from './model/model-router';
import { paymentRouter } from './payment/payment-router';

type ServiceRouter = (ctx: SandboxContext) => Router;

/** One path prefix per backend service of SPEC §7. */
export const SERVICES: Record<string, ServiceRouter> = {
  core: coreRouter,
  dealer: dealerRouter,
  form: formRouter,
  model: modelRouter,
  base: baseRouter,
  content: contentRouter,
  brand: brandRouter,
  payment: paymentRouter,
};

/**
 * Each service: JSON bodies, then fault injection (SANDBOX_FAULTS, PUT /__sandbox/faults or header
 * X-Sandbox-Fault), then its routes. The body comes first: a slow service has the whole call and may
 * still do its work after the caller gave up waiting.
 */
export function serviceRouter(service: string, ctx: SandboxContext, faults: FaultSwitch): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(faultInjection(service, faults));
  router.use(SERVICES[service](ctx));
  return router;
}
