import type Database from 'better-sqlite3';
import type { SeedDealer } from '../domain/dealer-record';
import type { Random } from './prng';
import { seedDealerHomepages } from './seed-dealer-homepages';

export type ContentSeeder = (db: Database.Database, dealers: readonly SeedDealer[], random: Random) => void;

/** Everything seeded after dealers and vehicles: dealer pages, model catalog, headless content. */
export const CONTENT_SEEDERS: readonly ContentSeeder[] = [seedDealerHomepages];
