import type Database from 'better-sqlite3';
import { vehicleSearch, type VehicleSearch } from './services/core/vehicle-search';
import { dealerRepository, type DealerRepository } from './services/dealer/dealer-repository';
import { catalogRepository, type CatalogRepository } from './services/model/catalog-repository';
import { leadStore, type LeadStore } from './leads/lead-store';
import { paymentStore, type PaymentStore } from './services/payment/payment-store';
import { trackingEventStore, type TrackingEventStore } from './tags/tracking-event-store';

/** What every service router needs. */
export interface SandboxContext {
  db: Database.Database;
  /** prefix of generated media URLs, e.g. /api/core (the brand site proxies it to the sandbox) */
  mediaBase: string;
  /** where the brand site proxies the services (default /api): payment page and PDF links are built on it */
  publicBase: string;
  /** folder for uploads and other files the sandbox keeps */
  dataDir: string;
  /** caller addresses base/internal-ip reports as internal */
  internalIps: string[];
  now: () => Date;
  vehicles: VehicleSearch;
  dealers: DealerRepository;
  catalog: CatalogRepository;
  leads: LeadStore;
  payments: PaymentStore;
  trackingEvents: TrackingEventStore;
}

export function createContext(
  options: Omit<SandboxContext, 'vehicles' | 'dealers' | 'catalog' | 'leads' | 'payments' | 'trackingEvents'>,
): SandboxContext {
  return {
    ...options,
    vehicles: vehicleSearch(options.db),
    dealers: dealerRepository(options.db, options.mediaBase),
    catalog: catalogRepository(options.db),
    leads: leadStore(options.db, options.now),
    payments: paymentStore(options.db, options.now),
    trackingEvents: trackingEventStore(options.db, options.now),
  };
}

export function currentYearMonth(now: Date): number {
  return now.getFullYear() * 12 + now.getMonth();
}
