import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { RUNTIME_SCHEMA } from './schema';
import { SEED_VERSION, seedDatabase } from '../seed/seed-database';
import { registerSqlFunctions } from './sql-functions';

function seededWith(db: Database.Database): { version?: string; vehicles?: string } {
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!hasMeta) return {};
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  const meta = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { version: meta['seed_version'], vehicles: meta['seed_vehicles'] };
}

/** Opens (and if needed creates and seeds) the sandbox database. `:memory:` works for tests. */
export function openDatabase(dbPath: string, vehicleCount: number): Database.Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  registerSqlFunctions(db);
  db.exec(RUNTIME_SCHEMA);
  const seeded = seededWith(db);
  if (seeded.version !== SEED_VERSION || seeded.vehicles !== String(vehicleCount)) seedDatabase(db, vehicleCount);
  return db;
}
