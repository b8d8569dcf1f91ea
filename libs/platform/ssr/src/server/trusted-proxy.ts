import type { RequestHandler } from 'express';

type TrustFn = (address: string, hop: number) => boolean;

/** Express's `trust proxy` from the configured proxies (decision 0025): never `true`, which believes anyone. */
export const trustProxySetting = (proxies: readonly string[]): string[] | false => (proxies.length ? [...proxies] : false);

const FORWARDED = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

/**
 * Before the backend proxy: the backends see the visitor's address (the internal-IP flag, SPEC §6) only as far as
 * trusted proxies vouch for it. A visitor's own `X-Forwarded-For` is dropped; behind a trusted proxy the chain is cut
 * after the first address no trusted proxy sent (`req.ips`). The proxy's `xfwd` then appends the socket's address.
 */
export const forwardedByTrustedProxiesOnly: RequestHandler = (req, _res, next) => {
  const trust = req.app.get('trust proxy fn') as TrustFn;
  const vouched = trust(req.socket.remoteAddress ?? '', 0);
  if (vouched && req.ips.length > 0) req.headers['x-forwarded-for'] = req.ips.join(', ');
  else delete req.headers['x-forwarded-for'];
  if (!vouched) for (const name of FORWARDED) delete req.headers[name];
  next();
};
