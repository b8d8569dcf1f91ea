import express, { type Express } from 'express';
import type Database from 'better-sqlite3';
import { dirname, join } from 'node:path';
import { createContext, type SandboxContext } from './context';
import { openDatabase } from './db/open-database';
import { errorHandler, notFound } from './http/errors';
import type { FaultSwitch } from './http/fault-injection';
import { adminAccess } from './http/admin-access';
import { SERVICES, serviceRouter } from './services/service-routers';
import { sandboxAdminRouter } from './services/sandbox-admin-router';
import { tagsRouter } from './tags/tags-router';

export interface SandboxOptions {
  /** SQLite file, or ':memory:' */
  dbPath: string;
  seedVehicles?: number;
  /** a seeded database copied for a new `dbPath` (SANDBOX_SEED_TEMPLATE) instead of seeding it again */
  seedTemplate?: string;
  mediaBase?: string;
  /** where the brand site proxies the services (default /api), for payment-page and PDF links */
  publicBase?: string;
  /** uploads and other kept files; defaults to the database folder (or a temp folder for :memory:) */
  dataDir?: string;
  /** fault injection, e.g. "core:latency=200,error=0.1,malformed=0.05" */
  faults?: string;
  /** addresses base/internal-ip reports as internal */
  internalIps?: string[];
  /** the admin API's bearer token for callers other than this machine (SANDBOX_ADMIN_TOKEN); absent: this machine only */
  adminToken?: string;
  now?: () => Date;
}

export interface SandboxApp {
  app: Express;
  db: Database.Database;
  context: SandboxContext;
  close(): void;
}

export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const db = openDatabase(options.dbPath, options.seedVehicles ?? 5000, options.seedTemplate);
  const dataDir = options.dataDir ?? (options.dbPath === ':memory:' ? join(process.cwd(), 'tmp', 'sandbox-data') : dirname(options.dbPath));
  const context = createContext({
    db,
    mediaBase: options.mediaBase ?? '/api/core',
    publicBase: options.publicBase ?? '/api',
    dataDir,
    internalIps: options.internalIps ?? [],
    now: options.now ?? (() => new Date()),
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const faults: FaultSwitch = { spec: options.faults ?? '' };
  for (const service of Object.keys(SERVICES)) app.use(`/${service}`, serviceRouter(service, context, faults));
  app.use('/__sandbox', adminAccess(options.adminToken), express.json(), sandboxAdminRouter(context, faults, options.faults ?? ''));
  app.use(tagsRouter(context));
  app.use((req, _res, next) => next(notFound(`No sandbox endpoint for ${req.method} ${req.path}`)));
  app.use(errorHandler);
  return { app, db, context, close: () => db.close() };
}
