import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_TOKEN_PATH, csrfCookieName, readCsrfCookie } from '@carweb/api-http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cookie of the double-submit token (SPEC §7 "a cross-site-request-forgery header read from a
 * cookie", decision 0019): readable by the site's script, sent only to this site, never cached;
 * `__Host-XSRF-TOKEN` over TLS, `XSRF-TOKEN` on plain-HTTP development.
 * Pages set no cookie; the browser asks for one before its first call with a body.
 */
export function csrfTokenRouter(): Router {
  const router = Router();
  router.get(CSRF_TOKEN_PATH, (req, res) => {
    const name = csrfCookieName(req.secure);
    const token = readCsrfCookie(req.get('cookie') ?? '', name) || randomBytes(24).toString('base64url');
    // no Domain: the `__Host-` prefix requires none, and the plain cookie is this host's only too
    res
      .cookie(name, token, { path: '/', sameSite: 'strict', secure: req.secure, httpOnly: false, maxAge: 86_400_000 })
      .setHeader('Cache-Control', 'no-store')
      .status(204)
      .end();
  });
  return router;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Browser calls with a body (POST, PUT, DELETE …) to the proxied backends must carry the cookie's token
 * in the header: another site can make a browser send the cookie, but cannot read it to set the header.
 */
export const csrfHeaderRequired: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // only the cookie this server sets for the request's scheme: over TLS a plain one may come from a sibling subdomain
  const cookie = readCsrfCookie(req.get('cookie') ?? '', csrfCookieName(req.secure));
  const header = req.get(CSRF_HEADER);
  if (cookie && header && same(cookie, header)) return next();
  res.status(403).setHeader('Cache-Control', 'no-store').json({ success: false, error: 'csrf', message: 'Missing or wrong CSRF token' });
};
