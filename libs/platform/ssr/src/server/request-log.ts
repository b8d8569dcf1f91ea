import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { setLogSink } from '@carweb/api-http';
import { withoutPersonalTokens } from '@carweb/platform-routing';

/** The header that carries a request's id: from the edge when it sends one, to the backends, back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** an id from outside is taken only as a short token (no log injection through it) */
const VALID_ID = /^[\w.-]{8,64}$/;

/** An error without the backend's answer it may carry (HttpClientError's body: it may echo what a visitor typed). */
function errorWithoutBody(error: unknown) {
  if (typeof error !== 'object' || error === null) return error;
  const { body: _body, ...serialized } = pino.stdSerializers.err(error as Error);
  return serialized;
}

/** JSON lines on stdout (LOG_LEVEL, default info; `silent` turns them off). */
export function createLogger(env: Record<string, string | undefined> = process.env, destination?: DestinationStream): Logger {
  const options = { level: env['LOG_LEVEL'] ?? 'info', base: { service: 'brand-server' }, serializers: { err: errorWithoutBody } };
  return destination ? pino(options, destination) : pino(options);
}

/** The id of the request being rendered, for what the render logs. */
const renderedRequest = new AsyncLocalStorage<string>();

/** Runs a page's render with its request's id: the events it logs (loaders, actions, React) carry it. */
export function withinRequest<T>(requestId: string | undefined, render: () => T): T {
  return requestId ? renderedRequest.run(requestId, render) : render();
}

/** Every event of library code (`logEvent`) becomes a line of the server's logger, with the rendered request's id. */
export function logEventsTo(logger: Logger): void {
  setLogSink((level, message, details) => logger[level]({ requestId: renderedRequest.getStore(), ...details }, message));
}

/**
 * One log line per request (decision 0046): method, path without its query, page type, status, duration,
 * page-cache state and the request id, which the server's backend calls carry too. Nothing about the visitor: no
 * address, user agent, cookie, query string (a search may hold what a visitor typed), form field or check-in hash.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.get(REQUEST_ID_HEADER);
    const requestId = given && VALID_ID.test(given) ? given : randomUUID();
    res.locals['requestId'] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          // a check-in's hash alone opens the customer's data: never in a log
          path: withoutPersonalTokens(req.path),
          pageType: res.locals['pageType'],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          cache: res.getHeader('x-page-cache'),
        },
        'request',
      );
    });
    next();
  };
}

/** The server's backend fetch with the request's id on every call. */
export function withRequestId(fetcher: typeof fetch, requestId: string | undefined): typeof fetch {
  if (!requestId) return fetcher;
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    fetcher(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string> | undefined), [REQUEST_ID_HEADER]: requestId },
    })) as typeof fetch;
}
