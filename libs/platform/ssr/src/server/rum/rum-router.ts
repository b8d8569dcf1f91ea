import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import { PAGE_TYPES } from '@carweb/platform-routing';
import { isOperatorRequest } from '../operator-request';
import { ClientRateLimit, clientKeyOf, TokenBucket } from '../client-rate-limit';
import { RUM_METRIC_NAMES, RumAggregate, type RumMetricName } from './rum-aggregate';

export const RUM_PATH = '/rum';
export const RUM_REPORT_PATH = '/internal/rum';
/** A beacon of four metrics is ≈ 600 bytes. */
export const RUM_BODY_LIMIT = 4 * 1024;
/** Per client (its address as trusted proxies tell it, IPv6 by /64): 20 beacons at once, 20 a minute. */
export const RUM_CLIENT_LIMIT = { capacity: 20, perMs: 60_000, maxClients: 10_000 };
/** All clients together: 200 beacons at once, 200 a second. */
export const RUM_GLOBAL_LIMIT = { capacity: 200, perMs: 1_000 };

/** The largest value kept of each metric: a minute for the times, 10 for CLS. */
const VALUE_MAX: Record<RumMetricName, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };
const PAGE_TYPE = /^[A-Za-z][A-Za-z0-9]{0,60}$/;
/** What an element selector of web-vitals is made of (tags, classes, ids); anything else is not counted. */
const SELECTOR = /^[\w#.:()>*-]{1,100}$/;

const metricSchema = z
  .object({
    name: z.enum(RUM_METRIC_NAMES),
    value: z.number().min(0),
    pageType: z.string().regex(PAGE_TYPE),
    rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
    navigationType: z.string().max(32).optional(),
    target: z.string().max(100).optional(),
  })
  .refine((metric) => metric.value <= VALUE_MAX[metric.name], { message: 'value out of range', path: ['value'] });

const beaconSchema = z.object({ metrics: z.array(metricSchema).min(1).max(10) });

export interface RumRouterOptions {
  /** `Authorization: Bearer <token>` for the report from elsewhere than this machine */
  token?: string;
  /** the page types a beacon may name (default: every page type of the spec) */
  pageTypes?: readonly string[];
  aggregate?: RumAggregate;
  clientLimit?: { capacity: number; perMs: number; maxClients: number };
  globalLimit?: { capacity: number; perMs: number };
  now?: () => number;
}

const noStore = (res: express.Response) => res.setHeader('Cache-Control', 'no-store');

/**
 * Real-user metrics (decision 0042): `POST /rum` takes the browsers' beacons (text/plain from `sendBeacon`, or JSON; at
 * most 4 KB, 10 metrics) and answers 204; over a client's or the global budget 429 before the body is read. `GET
 * /internal/rum` shows operators (this machine, or the bearer token) p75 and the ratings' shares per page type.
 */
export function realUserMetricsRouter(options: RumRouterOptions = {}): Router {
  const token = options.token ?? (process.env['OPERATOR_TOKEN'] || process.env['PAGE_CACHE_PURGE_TOKEN']);
  const now = options.now ?? Date.now;
  const aggregate = options.aggregate ?? new RumAggregate({ now });
  const known = new Set(options.pageTypes ?? PAGE_TYPES);
  const clients = new ClientRateLimit(options.clientLimit ?? RUM_CLIENT_LIMIT);
  const globalLimit = options.globalLimit ?? RUM_GLOBAL_LIMIT;
  const global = new TokenBucket(globalLimit.capacity, globalLimit.perMs, now());

  /** Everything a refused beacon costs: a header, two buckets. */
  const admitted: RequestHandler = (req, res, next) => {
    // a page of another site may not feed the figures (a beacon of the site's own page is same-origin)
    if (req.get('sec-fetch-site') === 'cross-site') return void noStore(res).status(403).end();
    const at = now();
    if (!clients.take(clientKeyOf(req.ip), at)) return void noStore(res).status(429).setHeader('Retry-After', '60').end();
    if (!global.take(at)) return void noStore(res).status(429).setHeader('Retry-After', '1').end();
    if (Number(req.get('content-length') ?? 0) > RUM_BODY_LIMIT)
      return void noStore(res).setHeader('Connection', 'close').status(413).end();
    next();
  };

  const record: RequestHandler = (req, res) => {
    noStore(res);
    if (typeof req.body !== 'string') return void res.status(415).end();
    let body: unknown;
    try {
      body = JSON.parse(req.body);
    } catch {
      return void res.status(400).end();
    }
    const beacon = beaconSchema.safeParse(body);
    if (!beacon.success || beacon.data.metrics.some((metric) => !known.has(metric.pageType))) return void res.status(400).end();
    for (const { pageType, name, value, target } of beacon.data.metrics) {
      aggregate.add(pageType, name, value, target && SELECTOR.test(target) ? target : undefined);
    }
    res.status(204).end();
  };

  const bodyFailed: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (res.headersSent) return next(error);
    noStore(res);
    if (error?.type === 'entity.too.large') return void res.setHeader('Connection', 'close').status(413).end();
    res.status(error?.type === 'encoding.unsupported' || error?.type === 'charset.unsupported' ? 415 : 400).end();
  };

  const router = Router();
  router.post(RUM_PATH, admitted, express.text({ type: ['text/plain', 'application/json'], limit: RUM_BODY_LIMIT }), record, bodyFailed);
  router.get(RUM_REPORT_PATH, (req, res) => {
    noStore(res);
    if (!isOperatorRequest(req, token)) return void res.status(403).json({ error: 'forbidden' });
    res.json(aggregate.snapshot());
  });
  return router;
}
