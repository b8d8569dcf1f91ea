import express, { type Express } from 'express';
import type Database from 'better-sqlite3';
import { dirname, join } from 'node:path';
import { createContext, type SandboxContext } from './context';
import { openDatabase } from './db/open-database';
import { errorHandler, notFound } from './http/errors';
import { SERVICE_ROUTERS } from './services/service-routers';

export interface SandboxOptions {
  /** SQLite file, or ':memory:' */
  dbPath: string;
  seedVehicles?: number;
  mediaBase?: string;
  /** uploads and other kept files; defaults to the database folder (or a temp folder for :memory:) */
  dataDir?: string;
  /** fault injection, e.g. "core:latency=200,error=0.1,malformed=0.05" */
  faults?: string;
  now?: () => Date;
}

export interface SandboxApp {
  app: Express;
  db: Database.Database;
  context: SandboxContext;
  close(): void;
}

export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const db = openDatabase(options.dbPath, options.seedVehicles ?? 5000);
  const dataDir = options.dataDir ?? (options.dbPath === ':memory:' ? join(process.cwd(), 'tmp', 'sandbox-data') : dirname(options.dbPath));
  const context = createContext({ db, mediaBase: options.mediaBase ?? '/api/core', dataDir, now: options.now ?? (() => new Date()) });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const [service, router] of Object.entries(SERVICE_ROUTERS)) app.use(`/${service}`, router(context, options.faults ?? ''));
  app.use((req, _res, next) => next(notFound(`No sandbox endpoint for ${req.method} ${req.path}`)));
  app.use(errorHandler);
  return { app, db, context, close: () => db.close() };
}
