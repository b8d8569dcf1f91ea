import type Database from 'better-sqlite3';
import type { SeedDealer } from '../domain/dealer-record';
import type { Random } from './prng';

/**
 * One step of the content seed (`CONTENT_SEEDERS`), run after dealers and vehicles: a file of its own, so a seeder does not
 * import the list that imports it.
 */
export type ContentSeeder = (db: Database.Database, dealers: readonly SeedDealer[], random: Random) => void;
