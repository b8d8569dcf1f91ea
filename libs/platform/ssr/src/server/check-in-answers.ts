import type { RequestHandler } from 'express';
import type { OutgoingHttpHeaders } from 'node:http';

const CHECK_IN_CALL = /^\/api\/form\/check-in\//i;

/**
 * At /api, before the proxy: a check-in's answer (`GET /api/form/check-in/{hash}`) holds a customer's name, car and
 * plate, so no cache may keep it — `no-store` whatever the form service sends (the proxy copies its headers, then
 * writes the head: the header is set again right then).
 */
export const checkInAnswersNotStored: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !CHECK_IN_CALL.test(new URL(req.originalUrl, 'http://site').pathname)) {
    return next();
  }
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    for (const headers of args.filter(
      (arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    )) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
    }
    res.setHeader('Cache-Control', 'no-store');
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.setHeader('Cache-Control', 'no-store');
  next();
};
