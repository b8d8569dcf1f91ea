import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
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

/**
 * Opens (and if needed creates and seeds) the sandbox database. `:memory:` works for tests. A new file starts as a
 * copy of `seedTemplate` when given (a database seeded once per test run, `npx nx run sandbox-api:seed`); a template
 * of another seed version or size is simply re-seeded below.
 */
export function openDatabase(dbPath: string, vehicleCount: number, seedTemplate?: string): Database.Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  if (dbPath !== ':memory:' && seedTemplate && existsSync(seedTemplate) && !existsSync(dbPath)) copyFileSync(seedTemplate, dbPath);
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
