// node --import tsx apps/sandbox-api/src/seed/write-seed-template.ts [file]: the seeded database every sandbox of a test
// run starts from (SANDBOX_SEED_TEMPLATE; `npx nx run sandbox-api:seed`, default tmp/sandbox-seed.db), so a run seeds
// once instead of once per sandbox. The seed is deterministic: the copy is the database a fresh sandbox would seed.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_SEED_VEHICLES } from '../config';
import { openDatabase } from '../db/open-database';

const file = resolve(process.argv[2] ?? 'tmp/sandbox-seed.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const started = Date.now();
const db = openDatabase(file, Number(process.env['SEED_VEHICLES'] ?? DEFAULT_SEED_VEHICLES));
db.pragma('journal_mode = DELETE');
db.close();
console.log(`[sandbox] seeded ${file} in ${Date.now() - started} ms`);
