// The sandbox's leads table, read from its SQLite file the way the sandbox opens it (better-sqlite3), read-only.
import Database from 'better-sqlite3';

/** Stored rows per contact e-mail (each submission of the run has its own), and every row in the table. */
export function storedLeadsByEmail(dbFile: string): { byEmail: Map<string, number>; total: number } {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT json_extract(payload, '$.contact.email') AS email, COUNT(*) AS n FROM leads GROUP BY email").all() as {
      email: string | null;
      n: number;
    }[];
    const byEmail = new Map(rows.map((row) => [row.email ?? '', row.n]));
    return { byEmail, total: rows.reduce((sum, row) => sum + row.n, 0) };
  } finally {
    db.close();
  }
}
