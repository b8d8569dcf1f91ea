// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, setLogSink, type BackendAddresses } from '@carweb/api-http';
import { createServerMetrics, metricsServer } from './metrics';

const backends = Object.fromEntries(BACKEND_SERVICES.map((service) => [service, `http://backend.test/${service}`])) as BackendAddresses;

describe('the replica metrics (decision 0046)', () => {
  const metrics = createServerMetrics();
  const app = express();
  app.use(metrics.requestMetrics);
  app.get('/de/auto-finden', (_req, res) => {
    res.locals['pageType'] = 'vehicleListPage';
    metrics.pageCacheResult('hit');
    res.send('list');
  });
  app.get('/api/core/x', (_req, res) => res.status(502).send('down'));
  const site = app.listen(0, '127.0.0.1');
  const exporter = metricsServer(metrics, 0);
  afterAll(() => {
    site.close();
    exporter.close();
  });
  const url = (server: typeof site, path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  it('counts and times requests per page type and status, and page-cache answers', async () => {
    await fetch(url(site, '/de/auto-finden'));
    await fetch(url(site, '/api/core/x'));
    const text = await metrics.registry.metrics();
    expect(text).toContain('carweb_http_request_duration_seconds_count{page_type="vehicleListPage",status="200"} 1');
    expect(text).toContain('carweb_http_request_duration_seconds_count{page_type="api",status="502"} 1');
    expect(text).toContain('carweb_page_cache_requests_total{result="hit"} 1');
  });

  it('times backend calls per service and outcome', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      'http://backend.test/core/list': async () => new Response('{}'),
      'http://backend.test/dealer/x': async () => new Response('', { status: 404 }),
      'http://backend.test/content/y': async () => Promise.reject(new DOMException('budget', 'TimeoutError')),
      'http://backend.test/form/z': async () => Promise.reject(new TypeError('fetch failed')),
    };
    const fetcher = metrics.observedFetch(((input: string) => (answers[input] as () => Promise<Response>)()) as typeof fetch, backends);
    // an answer resolves (a 404 too); a timeout and a refused connection reject as they did, once counted
    await expect(fetcher('http://backend.test/core/list')).resolves.toHaveProperty('status', 200);
    await expect(fetcher('http://backend.test/dealer/x')).resolves.toHaveProperty('status', 404);
    await expect(fetcher('http://backend.test/content/y')).rejects.toThrow('budget');
    await expect(fetcher('http://backend.test/form/z')).rejects.toThrow('fetch failed');
    const text = await metrics.registry.metrics();
    for (const [service, outcome] of [
      ['core', 'ok'],
      ['dealer', 'absence'],
      ['content', 'timeout'],
      ['form', 'network'],
    ])
      expect(text).toContain(`carweb_backend_call_duration_seconds_count{service="${service}",outcome="${outcome}"} 1`);
  });

  it('serves the Prometheus text on its own port, with the event-loop lag and the heap', async () => {
    await new Promise((resolve) => (exporter.listening ? resolve(null) : exporter.once('listening', resolve)));
    const response = await fetch(url(exporter, '/metrics'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect((await fetch(url(exporter, '/'))).status).toBe(404);
    expect((exporter.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('a taken port costs the metrics, never the site: logged, the process goes on', async () => {
    await new Promise((resolve) => (exporter.listening ? resolve(null) : exporter.once('listening', resolve)));
    const events: unknown[][] = [];
    setLogSink((...event) => void events.push(event));
    try {
      const second = metricsServer(metrics, (exporter.address() as AddressInfo).port);
      await new Promise((resolve) => second.once('error', resolve));
      expect(events).toEqual([['error', 'Metrics: port unavailable', expect.objectContaining({ port: expect.any(Number) })]]);
      expect((await fetch(url(site, '/de/auto-finden'))).status).toBe(200);
    } finally {
      setLogSink(undefined);
    }
  });
});
