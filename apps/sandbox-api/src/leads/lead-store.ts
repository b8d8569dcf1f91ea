import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';

export interface LeadInput {
  type: string;
  service: string;
  dealerId: number | null;
  locale: string;
  payload: unknown;
  idempotencyKey: string | null;
}

export interface StoredLead {
  id: number;
  type: string;
  service: string;
  dealerId: number | null;
  locale: string;
  payload: unknown;
  idempotencyKey: string | null;
  response: Record<string, unknown>;
  createdAt: string;
}

interface LeadRow {
  id: number;
  type: string;
  service: string;
  dealer_id: number | null;
  locale: string;
  payload: string;
  payload_hash: string;
  idempotency_key: string | null;
  response: string;
  created_at: string;
}

const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  type: row.type,
  service: row.service,
  dealerId: row.dealer_id,
  locale: row.locale,
  payload: JSON.parse(row.payload),
  idempotencyKey: row.idempotency_key,
  response: JSON.parse(row.response),
  createdAt: row.created_at,
});

export const payloadHash = (type: string, payload: unknown) =>
  createHash('sha256')
    .update(`${type}\n${JSON.stringify(payload)}`)
    .digest('hex');

/**
 * Leads are never lost or doubled: one row per submit, and a submit repeated with the same
 * Idempotency-Key returns the first answer instead of a second row.
 */
export function leadStore(db: Database.Database, now: () => Date) {
  const byKey = db.prepare('SELECT * FROM leads WHERE idempotency_key = ?');
  const insert = db.prepare(
    `INSERT INTO leads (type, service, dealer_id, locale, payload, payload_hash, idempotency_key, response, created_at)
     VALUES (@type, @service, @dealerId, @locale, @payload, @payloadHash, @idempotencyKey, '{}', @createdAt)`,
  );
  const setResponse = db.prepare('UPDATE leads SET response = ? WHERE id = ?');

  return {
    byIdempotencyKey(key: string): (StoredLead & { payloadHash: string }) | undefined {
      const row = byKey.get(key) as LeadRow | undefined;
      return row ? { ...toLead(row), payloadHash: row.payload_hash } : undefined;
    },

    /** Stores the lead and the response built from its id, atomically. */
    store(input: LeadInput, respond: (leadId: number) => Record<string, unknown>): Record<string, unknown> {
      return db.transaction(() => {
        const { lastInsertRowid } = insert.run({
          ...input,
          payload: JSON.stringify(input.payload),
          payloadHash: payloadHash(input.type, input.payload),
          createdAt: now().toISOString(),
        });
        const response = respond(Number(lastInsertRowid));
        setResponse.run(JSON.stringify(response), Number(lastInsertRowid));
        return response;
      })();
    },

    list(filter: { type?: string; limit?: number }): StoredLead[] {
      const rows = filter.type
        ? db.prepare('SELECT * FROM leads WHERE type = ? ORDER BY id DESC LIMIT ?').all(filter.type, filter.limit ?? 100)
        : db.prepare('SELECT * FROM leads ORDER BY id DESC LIMIT ?').all(filter.limit ?? 100);
      return (rows as LeadRow[]).map(toLead);
    },

    byId(id: number): StoredLead | undefined {
      const row = db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined;
      return row ? toLead(row) : undefined;
    },

    byCheckInHash(hash: string): StoredLead | undefined {
      const row = db.prepare("SELECT * FROM leads WHERE type = 'service' AND json_extract(response, '$.checkInHash') = ?").get(hash) as
        LeadRow | undefined;
      return row ? toLead(row) : undefined;
    },

    clear: () => db.prepare('DELETE FROM leads').run().changes,
  };
}

export type LeadStore = ReturnType<typeof leadStore>;
