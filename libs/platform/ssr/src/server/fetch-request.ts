import type { Request as ExpressRequest } from 'express';

/** Express request → Fetch API Request for react-router's static handler (a POST keeps its raw form body). */
export function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(new URL(req.originalUrl, origin), { method: req.method === 'POST' ? 'POST' : 'GET', headers, body, signal });
}
