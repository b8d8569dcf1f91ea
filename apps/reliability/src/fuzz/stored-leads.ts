// The sandbox's stored leads, read from its SQLite file as the sandbox opens it (better-sqlite3), read-only.
import Database from 'better-sqlite3';

export function storedLeadCount(dbFile: string): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** the payloads of the rows after the first `after` ones (a stored invalid lead, shown in the report) */
export function storedLeadsAfter(dbFile: string, after: number): string[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT type, payload FROM leads ORDER BY rowid LIMIT -1 OFFSET ?').all(after) as {
      type: string;
      payload: string;
    }[];
    return rows.map((row) => `${row.type}: ${row.payload.slice(0, 300)}`);
  } finally {
    db.close();
  }
}
