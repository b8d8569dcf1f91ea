import type { RequestHandler } from 'express';

/**
 * Cross-site request forgery guard of the lead forms' POST (decision 0019). Browsers say where a form
 * was sent from: `Sec-Fetch-Site` (every current browser), else `Origin`, else `Referer`. The site sends
 * `Referrer-Policy: no-referrer`, so a same-origin form POST may carry `Origin: null` and no Referer:
 * `Sec-Fetch-Site: same-origin` decides then. A POST from another site is refused. No token: pages are
 * the same for every visitor and may be cached.
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
