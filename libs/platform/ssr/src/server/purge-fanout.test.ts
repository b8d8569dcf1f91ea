// @vitest-environment node
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';
import { pageCachePurgeRouter } from './page-cache-purge';
import { fanOutPurge, purgeFanoutFromEnv, type PurgeFanout } from './purge-fanout';

const TOKEN = 'purge-secret';
const page = (vehicleId: number): Omit<CachedPage, 'storedAt'> => ({
  html: `<p>${vehicleId}</p>`,
  gzipped: Buffer.from(''),
  csp: '',
  vehicleIds: new Set([vehicleId]),
  surrogateKeys: `vehicle-${vehicleId}`,
});
const cacheOf = () => new PageCache({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });

const servers: Server[] = [];
async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const replicaApp = (cache: PageCache, fanout?: PurgeFanout) => {
  const app = express();
  // behind the edge: the visitor's address is not this machine's (the token decides)
  app.set('trust proxy', () => true);
  app.use(pageCachePurgeRouter(cache, TOKEN, fanout));
  return app;
};

describe('one purge reaches every replica and the edge (decision 0045)', () => {
  const caches = [cacheOf(), cacheOf()];
  const edgeRequests: { method: string; headers: IncomingHttpHeaders }[] = [];
  let first = '';
  let second = '';
  let edge = '';
  beforeAll(async () => {
    edge = await listen((req, res) => {
      edgeRequests.push({ method: req.method ?? '', headers: req.headers });
      res.end('purged');
    });
    second = await listen(replicaApp(caches[1] as PageCache));
    // every replica lists all of them, itself too: a relayed purge is not relayed again
    first = await listen((req, res) => app(req, res));
    const app = replicaApp(caches[0] as PageCache, { replicas: [first, second], edge });
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const purge = (body: object, headers: Record<string, string>) =>
    fetch(`${first}/internal/page-cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
      body: JSON.stringify(body),
    });

  it('the token, not the address, authorises it', async () => {
    expect((await purge({ vehicleIds: [1] }, {})).status).toBe(403);
    expect(edgeRequests).toEqual([]);
  });

  it('a vehicle: purged in both page caches, and by its key at the edge', async () => {
    for (const cache of caches) {
      cache.set('a', page(100006));
      cache.set('b', page(100014));
    }
    const answer = await purge({ vehicleIds: [100006] }, { authorization: `Bearer ${TOKEN}` });
    const body = (await answer.json()) as { purged: number; replicas: { status: number }[]; edge: { status: number } };
    expect(body.purged).toBe(1);
    expect(body.replicas.map((replica) => replica.status)).toEqual([200, 200]);
    expect(body.edge.status).toBe(200);
    for (const cache of caches) {
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBeDefined();
    }
    expect(edgeRequests.at(-1)).toMatchObject({ method: 'PURGE', headers: { 'xkey-purge': 'vehicle-100006' } });
  });

  it('everything: both caches emptied, the edge bans all', async () => {
    caches[1]?.set('c', page(1));
    await purge({ all: true }, { authorization: `Bearer ${TOKEN}` });
    expect(caches.map((cache) => cache.size.entries)).toEqual([0, 0]);
    expect(edgeRequests.at(-1)?.headers['x-purge-all']).toBe('1');
  });

  it('a replica that is gone (refused) or hangs is reported, the others and the edge are still purged', async () => {
    caches[1]?.set('d', page(100006));
    const hanging = await listen(() => undefined);
    const reached = await fanOutPurge(
      { vehicleIds: [100006] },
      { replicas: ['http://127.0.0.1:1', hanging, second], edge },
      `Bearer ${TOKEN}`,
    );
    expect(reached.replicas.map((replica) => (replica.error ? 'error' : replica.status))).toEqual(['error', 'error', 200]);
    expect(reached.edge?.status).toBe(200);
    expect(caches[1]?.get('d')).toBeUndefined();
  }, 10_000);

  it('reads the replicas and the edge from the environment', () => {
    expect(
      purgeFanoutFromEnv({ PURGE_REPLICAS: 'http://10.0.0.1:4200/, http://10.0.0.2:4200', PURGE_EDGE_URL: 'http://127.0.0.1:6081' }),
    ).toEqual({
      replicas: ['http://10.0.0.1:4200', 'http://10.0.0.2:4200'],
      edge: 'http://127.0.0.1:6081',
    });
    expect(purgeFanoutFromEnv({})).toEqual({ replicas: [], edge: null });
  });
});
