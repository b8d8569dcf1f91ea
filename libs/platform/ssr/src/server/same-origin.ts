import type { RequestHandler } from 'express';

/**
 * Cross-site request forgery guard of the lead forms' POST (issue 10): the browser names the page's
 * origin in `Origin` (every current browser on a form POST), else in `Referer`; a POST from another
 * site is refused. No token: pages are the same for every visitor and may be cached.
 */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  const expected = `${req.protocol}://${req.get('host') ?? ''}`;
  const origin = req.get('origin');
  const referer = req.get('referer');
  const source = origin && origin !== 'null' ? origin : referer ? safeOrigin(referer) : undefined;
  if (source === expected) return next();
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
