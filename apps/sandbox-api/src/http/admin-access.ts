import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const LOOPBACK = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/i;

export const isLoopback = (address: string | undefined) => LOOPBACK.test(address ?? '');

function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The admin API (leads, faults, payments, vehicles) lists customers' leads and steers every answer: only for this
 * machine — the socket's address, no X-Forwarded-For believed — or with `Authorization: Bearer <SANDBOX_ADMIN_TOKEN>`
 * when a token is set (a sandbox in a container, where the host's calls do not arrive from loopback).
 */
export function adminAccess(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (isLoopback(req.socket.remoteAddress) || (token && hasToken(req.get('authorization'), token))) return next();
    res.status(403).json({ error: 'forbidden', message: 'The sandbox admin API answers this machine or its token only' });
  };
}
