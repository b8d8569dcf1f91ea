import { Router } from 'express';
import express from 'express';
import type { SandboxContext } from '../context';
import { faultInjection } from '../http/fault-injection';
import { coreRouter } from './core/core-router';
import { dealerRouter } from './dealer/dealer-router';

type ServiceRouter = (ctx: SandboxContext) => Router;

/** One path prefix per backend service of SPEC §7. */
const SERVICES: Record<string, ServiceRouter | null> = {
  core: coreRouter,
  dealer: dealerRouter,
  form: null,
  model: null,
  base: null,
  content: null,
  brand: null,
  payment: null,
};

export const SERVICE_ROUTERS = Object.fromEntries(
  Object.entries(SERVICES).map(([service, build]) => [
    service,
    (ctx: SandboxContext, faults: string) => {
      const router = Router();
      router.use(faultInjection(service, faults));
      router.use(express.json({ limit: '1mb' }));
      if (build) router.use(build(ctx));
      return router;
    },
  ]),
) as Record<string, (ctx: SandboxContext, faults: string) => Router>;
