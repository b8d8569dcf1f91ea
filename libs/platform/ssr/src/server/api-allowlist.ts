import type { Request, RequestHandler, Response } from 'express';
import { API_OPERATIONS, FORM_DATA_BRAND_ACTIONS, UPLOAD_LIMITS, type ApiOperation } from '@carweb/api-contracts';

/** What the proxy lets through to a backend: one call of SPEC §7, or a resource a backend's answer links to. */
export interface ProxiedRoute {
  service: ApiOperation['service'];
  method: 'GET' | 'POST';
  /** `{name}` one path segment, `{name?}` an optional last one, `**` the rest of the path */
  path: string;
  /** POST: the body's media type and its size limit in bytes */
  body?: { type: 'application/json' | 'multipart/form-data'; limit: number };
}

/** JSON leads, leasing calculations, GraphQL queries: a few kilobytes; 100 KB leaves room and no more. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** An upload is one document of at most UPLOAD_LIMITS.maxBytes plus the multipart framing. */
export const UPLOAD_BODY_LIMIT = UPLOAD_LIMITS.maxBytes + 64 * 1024;

/** Besides the calls, what the backends' answers link to: their images (core media) and the payment page. */
const LINKED_RESOURCES: ProxiedRoute[] = [
  { service: 'core', method: 'GET', path: 'media/**' },
  { service: 'payment', method: 'GET', path: 'checkout/**' },
];

const formDataPaths = new Set(FORM_DATA_BRAND_ACTIONS.map(([brand, action]) => `{locale}/${brand}.ch/{platform}/${action}`));

function routeOf(operation: ApiOperation): ProxiedRoute {
  const { service, method, path } = operation;
  if (method === 'GET') return { service, method, path };
  const upload = service === 'form' && path === 'utility/upload';
  const multipart = upload || (service === 'brand' && formDataPaths.has(path));
  const body = {
    type: multipart ? 'multipart/form-data' : 'application/json',
    limit: upload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT,
  } as const;
  return { service, method, path, body };
}

/** Every route the proxy forwards: derived from the spec's operations (libs/api/contracts), not listed again. */
export const PROXIED_ROUTES: readonly ProxiedRoute[] = [...Object.values(API_OPERATIONS).map(routeOf), ...LINKED_RESOURCES];

const segmentPattern = (segment: string) => {
  if (segment === '**') return '/.+';
  if (/^\{[^}]+\?\}$/.test(segment)) return '(?:/[^/]+)?';
  return `/${segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}`;
};

const patternOf = (route: ProxiedRoute) => new RegExp(`^/${route.service}${route.path.split('/').map(segmentPattern).join('')}$`);

const COMPILED = PROXIED_ROUTES.map((route) => ({ route, pattern: patternOf(route) }));

/** The routes of a path under /api (e.g. `/form/test-drive`): one per method at most. */
export function routesOf(apiPath: string): ProxiedRoute[] {
  return COMPILED.filter(({ pattern }) => pattern.test(apiPath)).map(({ route }) => route);
}

const refuse = (res: Response, status: number, error: string, message: string) =>
  res.status(status).setHeader('Cache-Control', 'no-store').json({ success: false, error, message });

/** The route a request under /api was let through for (the upload check reads it). */
export const routeOfRequest = (res: Response): ProxiedRoute | undefined => res.locals['proxiedRoute'] as ProxiedRoute | undefined;

/** Escapes a backend may decode into a dot segment or a separator, a backslash, an empty segment. */
const AMBIGUOUS_IN_PATH = /%2e|%2f|%5c|\\|\/\//i;

/**
 * The path under /api as it is forwarded, or null when its raw form is not its normal form: the check must see
 * what the backend gets (`/api/payment/../core/media/x` would pass as a payment page and reach core).
 */
function pathUnderApi(req: Request): string | null {
  const raw = req.originalUrl.split('?')[0] ?? '';
  if (AMBIGUOUS_IN_PATH.test(raw) || new URL(raw, 'http://site').pathname !== raw) return null;
  return raw.replace(/^\/api(?=\/)/, '');
}

/**
 * Mounted at /api before the proxy: only the spec's services, paths and methods get through (400 a path not in
 * normal form, 404 unknown path, 405 other method); a body must be of the route's type (415), announce its length (411) and keep to the
 * route's limit (413) — checked on the headers, before a byte of it is read.
 */
export const apiAllowlist: RequestHandler = (req, res, next) => {
  const path = pathUnderApi(req);
  if (path === null) return refuse(res, 400, 'badPath', 'The path must be in normal form');
  const routes = routesOf(path);
  if (routes.length === 0) return refuse(res, 404, 'notFound', 'No such API operation');
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = routes.find((candidate) => candidate.method === method);
  if (!route) {
    const allowed = [...new Set(routes.flatMap((r) => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method])))];
    res.setHeader('Allow', allowed.join(', '));
    return refuse(res, 405, 'methodNotAllowed', `Method ${req.method} not allowed here`);
  }
  res.locals['proxiedRoute'] = route;
  if (!route.body) return next();
  const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== route.body.type) return refuse(res, 415, 'unsupportedMediaType', `The body must be ${route.body.type}`);
  const length = req.get('content-length');
  if (length === undefined) return refuse(res, 411, 'lengthRequired', 'The body must have a Content-Length');
  if (Number(length) > route.body.limit) {
    return refuse(res, 413, 'tooLarge', `Request body too large: at most ${route.body.limit} bytes`);
  }
  next();
};
