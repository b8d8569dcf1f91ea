import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_SCHEMA } from '../db/schema';
import { TRACKING_EVENT_LIMIT, trackingEventStore } from './tracking-event-store';

const databases: Database.Database[] = [];
function storeWith(maxRows?: number) {
  const db = new Database(':memory:');
  db.exec(RUNTIME_SCHEMA);
  databases.push(db);
  const rows = () => (db.prepare('SELECT count(*) AS n FROM tracking_events').get() as { n: number }).n;
  return Object.assign(
    trackingEventStore(db, () => new Date('2025-03-01T10:00:00Z'), maxRows),
    { rows },
  );
}
afterEach(() => {
  for (const db of databases.splice(0)) db.close();
});

const event = (name: unknown, page = '/de/', containerId = 'GTM-A') => ({ containerId, page, data: { event: name, n: 1 } });

describe('the tracking event store', () => {
  it('stores each event with its container, page, name (or null) and data; lists them oldest first', () => {
    const store = storeWith();
    expect(store.add([event('pageView'), { containerId: null, page: null, data: ['set', 'x'] }])).toBe(2);
    expect(store.list({})).toEqual([
      {
        id: 1,
        receivedAt: '2025-03-01T10:00:00.000Z',
        containerId: 'GTM-A',
        page: '/de/',
        event: 'pageView',
        data: { event: 'pageView', n: 1 },
      },
      { id: 2, receivedAt: '2025-03-01T10:00:00.000Z', containerId: null, page: null, event: null, data: ['set', 'x'] },
    ]);
  });

  it('filters by event, container, page prefix and id', () => {
    const store = storeWith();
    store.add([event('pageView', '/de/haendler'), event('gtag', '/fr/'), event('pageView', '/de_x', 'GTM-B'), event(7, '/de/')]);
    const ids = (filter: Parameters<typeof store.list>[0]) => store.list(filter).map((e) => e.id);
    expect(ids({ event: 'pageView' })).toEqual([1, 3]);
    expect(ids({ container: 'GTM-B' })).toEqual([3]);
    expect(ids({ page: '/de/' })).toEqual([1, 4]);
    expect(ids({ page: '/de_' })).toEqual([3]);
    expect(ids({ since: 2, event: 'pageView' })).toEqual([3]);
  });

  it('answers at most 500 per call', () => {
    const store = storeWith();
    store.add(Array.from({ length: 600 }, (_, i) => event(`e${i}`)));
    expect(store.list({})).toHaveLength(500);
    expect(store.list({ since: 500 }).map((e) => e.event)).toEqual(Array.from({ length: 100 }, (_, i) => `e${500 + i}`));
  });

  it('keeps only the newest rows (10,000 in the sandbox; 3 here), and never reuses an id after trimming or clearing', () => {
    const store = storeWith(3);
    store.add([event('a'), event('b')]);
    store.add([event('c'), event('d'), event('e')]);
    expect(store.list({}).map((e) => [e.id, e.event])).toEqual([
      [3, 'c'],
      [4, 'd'],
      [5, 'e'],
    ]);
    expect(store.clear()).toBe(3);
    store.add([event('f')]);
    expect(store.list({ since: 5 }).map((e) => [e.id, e.event])).toEqual([[6, 'f']]);
  });

  it('keeps 10,000 by default', () => {
    const store = storeWith();
    store.add(Array.from({ length: TRACKING_EVENT_LIMIT + 5 }, (_, i) => event(`e${i}`)));
    expect(store.rows()).toBe(10_000);
    expect(store.list({}).at(0)?.event).toBe('e5');
  });
});
