import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { logEvent, type BackendAddresses } from '@carweb/api-http';

/** How a backend call ended: an answer, an absence (404/410), another error status, its time budget, no connection. */
export type BackendOutcome = 'ok' | 'absence' | 'error' | 'timeout' | 'network';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a request that is not a page counts as: a few fixed labels, never its path (unbounded label values). */
function requestKind(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === '/healthz' || path === '/readyz') return 'health';
  return 'other';
}

const outcomeOf = (status: number): BackendOutcome => (status < 400 ? 'ok' : status === 404 || status === 410 ? 'absence' : 'error');
const failureOf = (error: unknown): BackendOutcome =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network';

/**
 * A replica's Prometheus metrics (decision 0046): requests per page type and status (count and duration), page-cache hits,
 * stale answers and misses, backend calls per service and outcome, and Node's own (event-loop lag, heap, GC). Served
 * by `metricsServer` on a port of its own, bound to this machine: never through the site or the edge.
 */
export function createServerMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'carweb_http_request_duration_seconds',
    help: 'Requests by page type (or api, asset, health, other) and status',
    labelNames: ['page_type', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'carweb_page_cache_requests_total',
    help: 'Page requests the page cache answered (hit, stale) or passed on to a render (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const backendCalls = new Histogram({
    name: 'carweb_backend_call_duration_seconds',
    help: 'Backend calls of server renders by service and outcome (ok, absence, error, timeout, network)',
    labelNames: ['service', 'outcome'] as const,
    buckets: SECONDS,
    registers: [registry],
  });

  /** First of all handlers: times every request; the page responder names the page type (`res.locals.pageType`). */
  const requestMetrics: RequestHandler = (req, res, next) => {
    const end = requests.startTimer();
    res.once('finish', () => {
      const pageType = typeof res.locals['pageType'] === 'string' ? res.locals['pageType'] : requestKind(req.path);
      end({ page_type: pageType, status: String(res.statusCode) });
    });
    next();
  };

  /** The server's backend fetch, timed per service (the backend address the URL starts with). */
  const observedFetch = (fetcher: typeof fetch, backends: BackendAddresses): typeof fetch => {
    const services = Object.entries(backends).filter(([, address]) => address);
    const serviceOf = (url: string) => services.find(([, address]) => url.startsWith(address))?.[0] ?? 'unknown';
    return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const end = backendCalls.startTimer({ service: serviceOf(typeof input === 'string' ? input : String(input)) });
      try {
        const response = await fetcher(input, init);
        end({ outcome: outcomeOf(response.status) });
        return response;
      } catch (error) {
        end({ outcome: failureOf(error) });
        throw error;
      }
    }) as typeof fetch;
  };

  return {
    registry,
    requestMetrics,
    observedFetch,
    pageCacheResult: (result: 'hit' | 'stale' | 'miss') => pageCache.inc({ result }),
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** `GET /metrics` in Prometheus' text format on 127.0.0.1:`port` only. */
export function metricsServer(metrics: ServerMetrics, port: number): Server {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  // a taken port costs the metrics, never the site
  server.on('error', (error) => logEvent('error', 'Metrics: port unavailable', { port, err: error }));
  return server.listen(port, '127.0.0.1');
}
