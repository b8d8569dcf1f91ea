import { resolve } from 'node:path';

export interface SandboxConfig {
  port: number;
  host: string;
  dbPath: string;
  seedVehicles: number;
  seedTemplate?: string;
  mediaBase: string;
  publicBase: string;
  faults: string;
  internalIps: string[];
  adminToken?: string;
}

export const DEFAULT_SEED_VEHICLES = 5000;

/**
 * SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DB, SANDBOX_SEED_TEMPLATE, SEED_VEHICLES, SANDBOX_MEDIA_BASE, SANDBOX_PUBLIC_BASE,
 * SANDBOX_FAULTS, SANDBOX_INTERNAL_IPS, SANDBOX_ADMIN_TOKEN
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const seedVehicles = Number(env['SEED_VEHICLES'] ?? DEFAULT_SEED_VEHICLES);
  if (!Number.isInteger(seedVehicles) || seedVehicles < 100) throw new Error('SEED_VEHICLES must be an integer ≥ 100');
  return {
    port: Number(env['SANDBOX_PORT'] ?? 4100),
    host: env['SANDBOX_HOST'] ?? '127.0.0.1',
    dbPath: resolve(env['SANDBOX_DB'] ?? 'apps/sandbox-api/.data/sandbox.db'),
    seedVehicles,
    seedTemplate: env['SANDBOX_SEED_TEMPLATE'] ? resolve(env['SANDBOX_SEED_TEMPLATE']) : undefined,
    mediaBase: env['SANDBOX_MEDIA_BASE'] ?? '/api/core',
    publicBase: env['SANDBOX_PUBLIC_BASE'] ?? '/api',
    faults: env['SANDBOX_FAULTS'] ?? '',
    internalIps: (env['SANDBOX_INTERNAL_IPS'] ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    adminToken: env['SANDBOX_ADMIN_TOKEN'] || undefined,
  };
}
