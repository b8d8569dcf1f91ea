import type Database from 'better-sqlite3';
import { SEEDED_SCHEMA, SEEDED_TABLES } from '../db/schema';
import { VEHICLE_COLUMNS } from '../domain/vehicle-record';
import { createRandom } from './prng';
import { seedDealers } from './seed-dealers';
import { seedVehicles } from './seed-vehicles';
import { CONTENT_SEEDERS } from './content-seeders';

/** Bump when generated data changes shape, so existing sandbox files are re-seeded. */
export const SEED_VERSION = '10';
export const SEED = 20240917;

export function seedDatabase(db: Database.Database, vehicleCount: number): void {
  db.transaction(() => {
    for (const table of SEEDED_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SEEDED_SCHEMA);
    const dealers = seedDealers(createRandom(SEED));
    const insertDealer = db.prepare(
      `INSERT INTO dealers (dealer_id, slug, parent_id, wholesaler, type, name, city, zip, latitude, longitude, services, data)
       VALUES (@dealerId, @slug, @parentId, @wholesaler, @type, @name, @city, @zip, @latitude, @longitude, @services, @data)`,
    );
    for (const entry of dealers) {
      const { dealer } = entry;
      insertDealer.run({
        ...dealer,
        parentId: entry.parentId,
        wholesaler: dealer.wholesaler.name,
        services: JSON.stringify(entry.services),
        data: JSON.stringify({ dealer, contactPersons: entry.contactPersons, language: entry.language }),
      });
    }
    const insertVehicle = db.prepare(
      `INSERT INTO vehicles (${VEHICLE_COLUMNS.join(', ')}) VALUES (${VEHICLE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
    );
    for (const vehicle of seedVehicles(createRandom(SEED + 1), dealers, vehicleCount)) insertVehicle.run(vehicle);
    for (const seeder of CONTENT_SEEDERS) seeder(db, dealers, createRandom(SEED + 2));
    const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seed_version', SEED_VERSION);
    setMeta.run('seed_vehicles', String(vehicleCount));
    setMeta.run('seeded_at', new Date().toISOString());
  })();
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
}
