import type Database from 'better-sqlite3';
import { vehicleSearch, type VehicleSearch } from './services/core/vehicle-search';
import { dealerRepository, type DealerRepository } from './services/dealer/dealer-repository';

/** What every service router needs. */
export interface SandboxContext {
  db: Database.Database;
  /** prefix of generated media URLs, e.g. /api/core (the brand site proxies it to the sandbox) */
  mediaBase: string;
  /** folder for uploads and other files the sandbox keeps */
  dataDir: string;
  now: () => Date;
  vehicles: VehicleSearch;
  dealers: DealerRepository;
}

export function createContext(options: Omit<SandboxContext, 'vehicles' | 'dealers'>): SandboxContext {
  return { ...options, vehicles: vehicleSearch(options.db), dealers: dealerRepository(options.db, options.mediaBase) };
}

export function currentYearMonth(now: Date): number {
  return now.getFullYear() * 12 + now.getMonth();
}
