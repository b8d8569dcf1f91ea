import type { Request, RequestHandler, Response } from 'express';
import { withoutPersonalTokens } from '@carweb/platform-routing';
import { ClientRateLimit, clientKeyOf } from './client-rate-limit';
import { plainPage } from './server-error-html';

/** A client's budget: `capacity` requests at once, refilled by `capacity` per `perMs`. */
export interface RateLimitSetting {
  capacity: number;
  perMs: number;
}

/** What a flood costs: leads (the dealers' inboxes), check-ins (a customer's data), fair prices and renders (CPU). */
export interface RateLimitSettings {
  /** a lead form's POST: to its page (no JavaScript), under /api/form/ or to a brand's form (/api/brand/) */
  leads: RateLimitSetting | null;
  /** a check-in's answer (`GET /api/form/check-in/{hash}`) and its page: what guessing a hash would need */
  checkIn: RateLimitSetting | null;
  /** `GET /data/fair-prices`: each answer computes the ratings of a list page */
  fairPrices: RateLimitSetting | null;
  /** a page the page cache did not have: every one renders and calls the backends */
  renders: RateLimitSetting | null;
}

/** Generous for a visitor (a lead or two, a check-in looked at again), tight for a script. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  leads: { capacity: 10, perMs: 10 * 60_000 },
  checkIn: { capacity: 10, perMs: 60_000 },
  fairPrices: { capacity: 60, perMs: 60_000 },
  renders: { capacity: 60, perMs: 30_000 },
};

export const NO_RATE_LIMITS: RateLimitSettings = { leads: null, checkIn: null, fairPrices: null, renders: null };

/** Clients remembered per limit (≈ 100 bytes each): a flood from many addresses cannot grow the map without end. */
const MAX_CLIENTS = 10_000;

const ENV_NAMES: Record<keyof RateLimitSettings, string> = {
  leads: 'RATE_LIMIT_LEADS',
  checkIn: 'RATE_LIMIT_CHECK_IN',
  fairPrices: 'RATE_LIMIT_FAIR_PRICES',
  renders: 'RATE_LIMIT_RENDERS',
};

/**
 * `RATE_LIMITS=off` turns every limit off; `RATE_LIMIT_LEADS`, `_CHECK_IN`, `_FAIR_PRICES`, `_RENDERS` set one as
 * `<requests>/<seconds>` (that many at once, and that many again per that many seconds) or `off`.
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitSettings {
  if (env['RATE_LIMITS'] === 'off') return NO_RATE_LIMITS;
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const [limit, name] of Object.entries(ENV_NAMES) as [keyof RateLimitSettings, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value === 'off') {
      settings[limit] = null;
      continue;
    }
    const match = /^(\d+)\/(\d+)$/.exec(value);
    const [capacity, seconds] = [Number(match?.[1]), Number(match?.[2])];
    // a typo must not leave the site without its limit unnoticed
    if (!match || capacity < 1 || seconds < 1) throw new Error(`${name} must be <requests>/<seconds> or off, not "${value}"`);
    settings[limit] = { capacity, perMs: seconds * 1_000 };
  }
  return settings;
}

/** The three languages of the partner web: what happened, and when to try again. */
export const TOO_MANY_REQUESTS_HTML = plainPage(
  'Zu viele Anfragen',
  `<h1 lang="de">Zu viele Anfragen</h1>
<p lang="de">Von Ihrer Adresse kamen in kurzer Zeit zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.</p>
<p lang="fr">Trop de requêtes sont venues de votre adresse en peu de temps. Veuillez réessayer dans quelques minutes.</p>
<p lang="it">Dal suo indirizzo sono arrivate troppe richieste in poco tempo. La preghiamo di riprovare tra qualche minuto.</p>
<p><a href="/" lang="de">Zur Startseite</a> · <a href="/" lang="fr">Retour à l'accueil</a> · <a href="/" lang="it">Torna alla pagina iniziale</a></p>
`,
);

/** The path as the `/api` allowlist reads it (dot segments resolved, any case): a detour cannot step around a limit. */
const pathOf = (req: Request) => new URL(req.originalUrl, 'http://site').pathname.toLowerCase();

/** A check-in page (`…/check-in/{hash}`): a path whose check-in token the routing's redaction would hide. */
const isCheckInPage = (path: string) => withoutPersonalTokens(path) !== path;

function refuse(req: Request, res: Response, retryAfterMs: number) {
  res.status(429).setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1_000))));
  res.setHeader('Cache-Control', 'no-store');
  const path = pathOf(req);
  if (path.startsWith('/api/') || path.startsWith('/data/')) {
    res.json({ success: false, error: 'tooManyRequests', message: 'Too many requests from this address: try again later' });
  } else {
    res.type('html').send(TOO_MANY_REQUESTS_HTML);
  }
}

type Admits = (req: Request, res: Response) => boolean;

/** One limit: a token of the client's bucket (its address as the trusted proxies tell it, `req.ip`), or a 429. */
function limitOf(setting: RateLimitSetting | null, now: () => number): Admits {
  if (!setting) return () => true;
  const clients = new ClientRateLimit({ ...setting, maxClients: MAX_CLIENTS });
  return (req, res) => {
    const client = clientKeyOf(req.ip);
    const at = now();
    if (clients.take(client, at)) return true;
    refuse(req, res, clients.msUntilToken(client, at));
    return false;
  };
}

const middleware =
  (admits: (req: Request, res: Response) => boolean): RequestHandler =>
  (req, res, next) => {
    if (admits(req, res)) next();
  };

export interface RateLimits {
  /** at /api, before the allowlist: leads under /api/form/ and /api/brand/, check-in answers */
  api: RequestHandler;
  /** a lead form's POST to its page */
  leadPosts: RequestHandler;
  /** at /data/fair-prices */
  fairPrices: RequestHandler;
  /** before a render (a page-cache miss): a check-in page also takes a check-in token */
  renders: RequestHandler;
}

/**
 * The limits of one replica: each keeps its clients in its own memory, so behind the edge with n replicas a client
 * gets up to n times each budget (the edge spreads its requests). The form service should limit leads itself too:
 * it gets the visitor's address in `X-Forwarded-For` (visitor-address.ts).
 */
export function rateLimits(settings: RateLimitSettings, now: () => number = Date.now): RateLimits {
  const leads = limitOf(settings.leads, now);
  const checkIn = limitOf(settings.checkIn, now);
  const fairPrices = limitOf(settings.fairPrices, now);
  const renders = limitOf(settings.renders, now);
  return {
    api: middleware((req, res) => {
      const path = pathOf(req);
      if (req.method === 'POST' && (path.startsWith('/api/form/') || path.startsWith('/api/brand/'))) return leads(req, res);
      if ((req.method === 'GET' || req.method === 'HEAD') && path.startsWith('/api/form/check-in/')) return checkIn(req, res);
      return true;
    }),
    leadPosts: middleware(leads),
    fairPrices: middleware(fairPrices),
    renders: middleware((req, res) => (!isCheckInPage(pathOf(req)) || checkIn(req, res)) && renders(req, res)),
  };
}
