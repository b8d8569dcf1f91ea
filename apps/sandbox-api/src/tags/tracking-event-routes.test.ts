import Database from 'better-sqlite3';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RUNTIME_SCHEMA } from '../db/schema';
import { errorHandler } from '../http/errors';
import { trackingEventStore, type TrackingEvent } from './tracking-event-store';
import { trackingEventRouter } from './tracking-event-routes';

// the router on an unseeded database: the events need no dealers or vehicles
let db: Database.Database;
let server: Server;
let url: string;
beforeAll(async () => {
  db = new Database(':memory:');
  db.exec(RUNTIME_SCHEMA);
  const app = express()
    .use('/events', trackingEventRouter(trackingEventStore(db, () => new Date())))
    .use(errorHandler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});
beforeEach(async () => {
  await fetch(url, { method: 'DELETE' });
});

const post = (body: string, contentType = 'text/plain') => fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
const list = async (query = '') => ((await (await fetch(`${url}${query}`)).json()) as { events: TrackingEvent[] }).events;
const batch = {
  containerId: 'GTM-K5CH7QX',
  page: '/de/haendler',
  events: [{ event: 'pageView' }, { event: 'gtag', command: ['consent'] }],
};

describe('POST /events', () => {
  it("stores a container's batch sent as text/plain (sendBeacon) and answers 204 to any origin", async () => {
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await list()).toEqual([
      {
        id: expect.any(Number),
        receivedAt: expect.any(String),
        containerId: 'GTM-K5CH7QX',
        page: '/de/haendler',
        event: 'pageView',
        data: { event: 'pageView' },
      },
      {
        id: expect.any(Number),
        receivedAt: expect.any(String),
        containerId: 'GTM-K5CH7QX',
        page: '/de/haendler',
        event: 'gtag',
        data: batch.events[1],
      },
    ]);
  });

  it('takes a single event object as JSON, with or without container and page', async () => {
    expect((await post(JSON.stringify({ event: 'purchase', value: 1 }), 'application/json')).status).toBe(204);
    expect((await post(JSON.stringify({ event: 'x', containerId: 'GTM-T', page: '/fr/' }), 'application/json')).status).toBe(204);
    expect((await list()).map(({ containerId, page, event, data }) => ({ containerId, page, event, data }))).toEqual([
      { containerId: null, page: null, event: 'purchase', data: { event: 'purchase', value: 1 } },
      { containerId: 'GTM-T', page: '/fr/', event: 'x', data: { event: 'x', containerId: 'GTM-T', page: '/fr/' } },
    ]);
  });

  it('answers malformed JSON 400, a body that is no event 400, more than 64 KB 413, and stores nothing', async () => {
    const malformed = await post('{"events": [');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'malformedJson' });
    expect((await post('[1, 2]')).status).toBe(400);
    expect((await post(JSON.stringify({ events: 'none' }))).status).toBe(400);
    const tooLarge = await post(JSON.stringify({ event: 'big', text: 'x'.repeat(64 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('access-control-allow-origin')).toBe('*');
    expect(await list()).toEqual([]);
  });

  it('answers the CORS preflight of a JSON post', async () => {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4301', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
    });
  });
});

describe('GET and DELETE /events', () => {
  it('filter by event, container, page prefix and since=<id>', async () => {
    await post(JSON.stringify(batch));
    await post(JSON.stringify({ containerId: 'GTM-OTHER', page: '/fr/concessionnaire', events: [{ event: 'pageView' }] }));
    const all = await list();
    expect((await list('?event=pageView')).map((e) => e.page)).toEqual(['/de/haendler', '/fr/concessionnaire']);
    expect((await list('?container=GTM-OTHER')).map((e) => e.event)).toEqual(['pageView']);
    expect((await list('?page=/de/')).map((e) => e.event)).toEqual(['pageView', 'gtag']);
    expect((await list(`?since=${all[1].id}`)).map((e) => e.containerId)).toEqual(['GTM-OTHER']);
    expect((await fetch(`${url}?since=soon`)).status).toBe(400);
  });

  it('DELETE clears them', async () => {
    await post(JSON.stringify(batch));
    expect(await (await fetch(url, { method: 'DELETE' })).json()).toEqual({ deleted: 2 });
    expect(await list()).toEqual([]);
  });
});
