// npm test: the browser's first load stays free of zod (decision 0011). Walks the static imports of the client
// entry in each built brand app's Vite manifest and fails when one of those chunks contains zod.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const brands = process.argv.slice(2);
const ZOD = /\b_zod\b|ZodError/;
let failed = false;
for (const brand of brands) {
  const client = join('dist/apps', brand, 'client');
  const manifestFile = join(client, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build ${brand} first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  const withZod = [...seen].map((key) => manifest[key].file).filter((file) => ZOD.test(readFileSync(join(client, file), 'utf8')));
  if (withZod.length) {
    failed = true;
    console.error(
      `${brand}: zod is on the first load, in ${withZod.join(', ')} — a static value import of contracts, brand-config or a module with zod side effects reached the browser entry (decision 0011)`,
    );
  } else {
    console.log(`${brand}: first load without zod (${seen.size} chunks)`);
  }
}
process.exit(failed ? 1 : 0);
