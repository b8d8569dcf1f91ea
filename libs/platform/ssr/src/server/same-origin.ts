import type { RequestHandler } from 'express';

/**
 * Cross-site request forgery guard of the lead forms' POST (decision 0019). Browsers say where a form
 * was sent from: `Sec-Fetch-Site` (every current browser), else `Origin`, else `Referer`. The site sends
 * `Referrer-Policy: strict-origin-when-cross-origin` (decision 0025), so a same-origin form POST carries its
 * Origin even in browsers without fetch metadata; a privacy setting may still send `Origin: null`, and
 * `Sec-Fetch-Site: same-origin` decides then. A POST from another site is refused. No token: a form page is
 * never cached, but a token would need a per-visitor cookie the site does not otherwise set, and a login-less
 * site has no session to ride on — the origin says all a token would.
 */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  const fetchSite = req.get('sec-fetch-site');
  const expected = `${req.protocol}://${req.get('host') ?? ''}`;
  const origin = req.get('origin');
  const referer = req.get('referer');
  const named = origin && origin !== 'null' ? origin : referer ? safeOrigin(referer) : undefined;
  const allowed = fetchSite ? fetchSite === 'same-origin' && (named === undefined || named === expected) : named === expected;
  if (allowed) return next();
  res
    .status(403)
    .type('text/plain')
    .setHeader('Cache-Control', 'no-store')
    .send('Forbidden: a form of this site must be sent from this site');
};

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
