import { resolve } from 'node:path';

export interface SandboxConfig {
  port: number;
  host: string;
  dbPath: string;
  seedVehicles: number;
  mediaBase: string;
  faults: string;
}

export const DEFAULT_SEED_VEHICLES = 5000;

/** SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DB, SEED_VEHICLES, SANDBOX_MEDIA_BASE, SANDBOX_FAULTS */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const seedVehicles = Number(env['SEED_VEHICLES'] ?? DEFAULT_SEED_VEHICLES);
  if (!Number.isInteger(seedVehicles) || seedVehicles < 100) throw new Error('SEED_VEHICLES must be an integer ≥ 100');
  return {
    port: Number(env['SANDBOX_PORT'] ?? 4100),
    host: env['SANDBOX_HOST'] ?? '127.0.0.1',
    dbPath: resolve(env['SANDBOX_DB'] ?? 'apps/sandbox-api/.data/sandbox.db'),
    seedVehicles,
    mediaBase: env['SANDBOX_MEDIA_BASE'] ?? '/api/core',
    faults: env['SANDBOX_FAULTS'] ?? '',
  };
}
