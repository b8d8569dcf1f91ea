import type Database from 'better-sqlite3';
import type { SeedDealer } from '../domain/dealer-record';
import type { Random } from './prng';
import { seedDealerHomepages } from './seed-dealer-homepages';
import { seedDealerPages } from './seed-dealer-pages';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';

export type ContentSeeder = (db: Database.Database, dealers: readonly SeedDealer[], random: Random) => void;

/** Everything seeded after dealers and vehicles: dealer pages, model catalog, headless content. */
export const CONTENT_SEEDERS: readonly ContentSeeder[] = [seedDealerHomepages, seedDealerPages, seedCatalog, seedContent];
