// @vitest-environment node
import express from 'express';
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { backendOrigins, lifecycleFromEnv, serverLifecycle } from './lifecycle';

const backendsAt = (origin: string) =>
  Object.fromEntries(BACKEND_SERVICES.map((service) => [service, `${origin}/${service}`])) as BackendAddresses;
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const listening = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

/** GET with a kept-alive agent: status, body and whether the server asked to close the connection. */
function request(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    }).on('error', reject);
  });
}

const opened: Server[] = [];
afterEach(() => {
  opened.splice(0).forEach((server) => server.close());
});

async function replica(backends: BackendAddresses, exit: (code: number) => void) {
  const lifecycle = serverLifecycle(backends, { drainDelayMs: 150, shutdownTimeoutMs: 2_000, exit });
  const app = express();
  app.use(lifecycle.closeWhileDraining);
  app.get('/readyz', lifecycle.readiness);
  app.get('/slow', (_req, res) => void setTimeout(() => res.send('slow page'), 400));
  app.get('/page', (_req, res) => res.send('page'));
  const server = createServer(app);
  opened.push(server);
  await listening(server);
  return { lifecycle, server, port: portOf(server) };
}

describe('the replica lifecycle (decision 0047)', () => {
  it('ready once the backends accept connections; not ready when they do not', async () => {
    const backend = createServer((_req, res) => res.end('ok'));
    opened.push(backend);
    await listening(backend);
    const agent = new Agent({ keepAlive: true });
    const up = await replica(backendsAt(`http://127.0.0.1:${portOf(backend)}`), vi.fn());
    expect(await request(up.port, '/readyz', agent)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    // a port nobody listens on
    const down = await replica(backendsAt('http://127.0.0.1:1'), vi.fn());
    const answer = await request(down.port, '/readyz', agent);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'backends unreachable', unreachable: ['http://127.0.0.1:1'] });
    agent.destroy();
  });

  it('on shutdown: not ready at once, still serving during the drain delay, the in-flight request finishes, then it exits', async () => {
    const backend = createServer((_req, res) => res.end('ok'));
    opened.push(backend);
    await listening(backend);
    const exit = vi.fn();
    const { lifecycle, server, port } = await replica(backendsAt(`http://127.0.0.1:${portOf(backend)}`), exit);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    expect((await request(port, '/page', agent)).status).toBe(200);

    const inFlight = request(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    lifecycle.shutdown(server, 'test site', 'SIGTERM');
    const readiness = await request(port, '/readyz', agent);
    expect(readiness.status).toBe(503);
    expect(readiness.connection).toBe('close');
    // the balancer has not noticed yet: pages are still served, each on a connection that then closes
    expect(await request(port, '/page', agent)).toMatchObject({ status: 200, body: 'page', connection: 'close' });

    expect(await inFlight).toMatchObject({ status: 200, body: 'slow page' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2_000 });
    // closed: a new connection is refused
    await expect(request(port, '/page', new Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('reads the drain delay and the bound from the environment; backends by origin', () => {
    expect(lifecycleFromEnv({ DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000' })).toMatchObject({
      drainDelayMs: 0,
      shutdownTimeoutMs: 30_000,
    });
    expect(lifecycleFromEnv({ DRAIN_DELAY_MS: 'soon' })).toMatchObject({ drainDelayMs: 2_000, shutdownTimeoutMs: 10_000 });
    expect(backendOrigins(backendsAt('http://127.0.0.1:4302'))).toEqual(['http://127.0.0.1:4302']);
  });
});
