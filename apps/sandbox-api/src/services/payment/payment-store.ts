import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { PaymentStatus } from '@carweb/api-contracts';

export interface PaymentSession {
  paymentSessionId: string;
  leadId: number | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  updatedAt: string;
}

interface PaymentRow {
  payment_session_id: string;
  lead_id: number | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  updated_at: string;
}

/** Reservation payments: a session starts PENDING; the simulated payment page authorizes, cancels or fails it. */
export function paymentStore(db: Database.Database, now: () => Date) {
  const insert = db.prepare(
    'INSERT INTO payment_sessions (payment_session_id, lead_id, amount, currency, status, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM payment_sessions WHERE payment_session_id = ?');
  const update = db.prepare('UPDATE payment_sessions SET status = ?, updated_at = ? WHERE payment_session_id = ?');
  const toSession = (row: PaymentRow): PaymentSession => ({
    paymentSessionId: row.payment_session_id,
    leadId: row.lead_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    updatedAt: row.updated_at,
  });
  return {
    create(leadId: number, amount: number): PaymentSession {
      const id = `ps_${randomUUID().replace(/-/g, '')}`;
      insert.run(id, leadId, amount, 'CHF', 'PENDING', now().toISOString());
      return toSession(select.get(id) as PaymentRow);
    },
    get(id: string): PaymentSession | undefined {
      const row = select.get(id) as PaymentRow | undefined;
      return row ? toSession(row) : undefined;
    },
    setStatus(id: string, status: PaymentStatus): boolean {
      return update.run(status, now().toISOString(), id).changes > 0;
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
