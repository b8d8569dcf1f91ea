import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request is an operator's (the page-cache purge hook, the real-user metrics): from this machine, its address
 * as trusted proxies tell it (`req.ip`, never a visitor's own X-Forwarded-For: decision 0025), or with
 * `Authorization: Bearer <token>` when a token is configured.
 */
export function isOperatorRequest(req: Pick<Request, 'ip' | 'get'>, token: string | undefined): boolean {
  // req.ip: behind a trusted proxy on this machine the visitor's address, not the proxy's
  if (LOOPBACK.has(req.ip ?? '')) return true;
  if (!token) return false;
  const given = Buffer.from(req.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
