import type Database from 'better-sqlite3';

/** The table is a test aid, not an archive: a long dev session must not grow the database without end. */
export const TRACKING_EVENT_LIMIT = 10_000;
/** one GET answers at most this many; `?since=<last id>` reads on */
export const TRACKING_EVENT_PAGE = 500;

export interface TrackingEventInput {
  containerId: string | null;
  page: string | null;
  /** the data-layer entry as the container sent it */
  data: unknown;
}

export interface TrackingEvent {
  id: number;
  receivedAt: string;
  containerId: string | null;
  page: string | null;
  /** the entry's `event` when it is a string ('gtag' for gtag() commands), else null */
  event: string | null;
  data: unknown;
}

export interface TrackingEventFilter {
  event?: string;
  container?: string;
  /** only events with a greater id */
  since?: number;
  /** page path prefix, e.g. /de/ */
  page?: string;
}

interface TrackingEventRow {
  id: number;
  received_at: string;
  container_id: string | null;
  page: string | null;
  event: string | null;
  payload: string;
}

const eventName = (data: unknown): string | null => {
  const name = data !== null && typeof data === 'object' ? (data as { event?: unknown }).event : undefined;
  return typeof name === 'string' ? name : null;
};

const toEvent = (row: TrackingEventRow): TrackingEvent => ({
  id: row.id,
  receivedAt: row.received_at,
  containerId: row.container_id,
  page: row.page,
  event: row.event,
  data: JSON.parse(row.payload),
});

/** What the tag-manager container forwarded (POST /events), for e2e tests to read (GET /events). */
export function trackingEventStore(db: Database.Database, now: () => Date, maxRows = TRACKING_EVENT_LIMIT) {
  const insert = db.prepare(
    `INSERT INTO tracking_events (received_at, container_id, page, event, payload)
     VALUES (@receivedAt, @containerId, @page, @event, @payload)`,
  );
  // ids are distinct integers, so none but the newest maxRows can lie above newest − maxRows: a range delete on the key
  const trim = db.prepare('DELETE FROM tracking_events WHERE id <= ?');
  const select = db.prepare(
    `SELECT * FROM tracking_events
     WHERE id > @since
       AND (@event IS NULL OR event = @event)
       AND (@container IS NULL OR container_id = @container)
       AND (@page IS NULL OR substr(page, 1, length(@page)) = @page)
     ORDER BY id LIMIT ${TRACKING_EVENT_PAGE}`,
  );

  return {
    /** Stores a batch in one transaction and drops what falls out of the newest maxRows; returns how many were stored. */
    add(events: TrackingEventInput[]): number {
      if (events.length === 0) return 0;
      const receivedAt = now().toISOString();
      db.transaction(() => {
        let newest = 0;
        for (const { containerId, page, data } of events) {
          const row = { receivedAt, containerId, page, event: eventName(data), payload: JSON.stringify(data) };
          newest = Number(insert.run(row).lastInsertRowid);
        }
        trim.run(newest - maxRows);
      })();
      return events.length;
    },

    /** Oldest first, at most TRACKING_EVENT_PAGE. */
    list(filter: TrackingEventFilter): TrackingEvent[] {
      const rows = select.all({
        since: filter.since ?? 0,
        event: filter.event ?? null,
        container: filter.container ?? null,
        page: filter.page ?? null,
      }) as TrackingEventRow[];
      return rows.map(toEvent);
    },

    clear: () => db.prepare('DELETE FROM tracking_events').run().changes,
  };
}

export type TrackingEventStore = ReturnType<typeof trackingEventStore>;
