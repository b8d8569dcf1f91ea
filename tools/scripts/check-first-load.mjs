// npm test: the first load of every page type, from the build output (no browser; decisions 0011, 0013, 0022).
// For each built brand app it walks the Vite manifest and fails when
// - zod is on the first load (a static value import of contracts or brand config reached the browser entry);
// - the framework chunk (react, react-dom, react-router, TanStack Query, react-intl) is over 115 KB gzip;
// - a page's own code is over 45 KB gzip: the entry's static imports, the tracking adapter every page starts after
//   hydration, and the page's lazy module (every `*Page.tsx` a route loads) with its static imports; the sticky chat's
//   widget and the consent code start once the page is interactive (after-interactive-modules.json, decision 0041);
// - a library that starts only after the page is interactive (the consent manager, web-vitals: decisions 0041, 0042)
//   is in the entry's or the adapters' own chunks instead of a lazy chunk of its own (it is not in the sum).
// `node tools/scripts/check-first-load.mjs kia --report` prints every page's figure and its largest modules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FRAMEWORK_BUDGET_KB = 115;
export const OWN_CODE_BUDGET_KB = 45;
/** Started on every page once it is hydrated (platform-tracking): part of every first load. */
const AFTER_HYDRATION = [/libs\/platform\/tracking\/src\/start-tracking\.ts$/];
/**
 * Libraries loaded in lazy chunks of their own once the page is interactive, never with the first load or the adapters
 * (the node_modules entries of after-interactive-modules.json; first-load.spec.ts leaves those chunks out of its sums).
 */
const AFTER_INTERACTIVE = JSON.parse(readFileSync(new URL('./after-interactive-modules.json', import.meta.url), 'utf8'))
  .modulePrefixes.filter((prefix) => prefix.startsWith('node_modules/'))
  .map((prefix) => ({ test: (id) => id.startsWith(prefix), toString: () => prefix }));
const PAGE_MODULE = /Page\.tsx$/;
const ZOD = /\b_zod\b|ZodError/;

const args = process.argv.slice(2);
const report = args.includes('--report');
const brands = args.filter((arg) => !arg.startsWith('--'));
const kb = (bytes) => bytes / 1024;
let failed = false;
const fail = (message) => {
  failed = true;
  console.error(message);
};

for (const brand of brands) {
  const client = join('dist/apps', brand, 'client');
  const manifestFile = join(client, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build ${brand} first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const modulesFile = join(client, '.vite/chunk-modules.json');
  const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) sizes.set(file, kb(gzipSync(readFileSync(join(client, file)), { level: 9 }).length));
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key].isEntry);
  const initial = closure(entry);
  const withZod = [...initial].map((key) => manifest[key].file).filter((file) => ZOD.test(readFileSync(join(client, file), 'utf8')));
  if (withZod.length) fail(`${brand}: zod is on the first load, in ${withZod.join(', ')} (decision 0011)`);

  const framework = keys.find((key) => /(^|\/)framework-[\w-]+\.js$/.test(manifest[key].file) || key.startsWith('_framework'));
  const frameworkKb = framework ? gzipKb(manifest[framework].file) : 0;
  if (!framework) fail(`${brand}: no framework chunk in the build (tools/vite/brand-app.config.ts codeSplitting)`);
  else if (frameworkKb > FRAMEWORK_BUDGET_KB)
    fail(`${brand}: framework chunk ${frameworkKb.toFixed(1)} KB gzip > ${FRAMEWORK_BUDGET_KB} KB`);

  const everyPage = new Set(initial);
  for (const pattern of AFTER_HYDRATION) {
    const key = keys.find((candidate) => pattern.test(candidate));
    // a module merged into another chunk would drop out of the sum unseen
    if (key) closure(key, everyPage);
    else fail(`${brand}: no chunk of its own for ${pattern} (the after-hydration adapters are part of every first load)`);
  }
  for (const pattern of AFTER_INTERACTIVE) {
    const eager = [...everyPage].filter((key) => Object.keys(chunkModules[manifest[key].file] ?? {}).some((id) => pattern.test(id)));
    if (eager.length) fail(`${brand}: ${String(pattern)} is part of every first load (in ${eager.join(', ')}), not a lazy chunk`);
  }
  const own = (chunks) => [...chunks].filter((key) => key !== framework).reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const pages = keys.filter((key) => manifest[key].isDynamicEntry && PAGE_MODULE.test(key));
  if (pages.length === 0) fail(`${brand}: no lazy page modules (*Page.tsx) in the manifest`);
  const rows = pages.map((key) => {
    const chunks = closure(key, new Set(everyPage));
    return { page: key.replace(/^(\.\.\/)+/, ''), ownKb: own(chunks), chunks };
  });
  rows.sort((a, b) => b.ownKb - a.ownKb);
  const over = rows.filter((row) => row.ownKb > OWN_CODE_BUDGET_KB);
  for (const row of over) fail(`${brand}: ${row.page} loads ${row.ownKb.toFixed(1)} KB gzip of own code first > ${OWN_CODE_BUDGET_KB} KB`);
  const largest = rows[0];
  console.log(
    `${brand}: framework ${frameworkKb.toFixed(1)} KB, ${rows.length} page modules, own code ${rows.at(-1).ownKb.toFixed(1)}–${largest.ownKb.toFixed(2)} KB gzip (largest: ${largest.page}), no zod`,
  );
  if (report || over.length) {
    for (const row of report ? rows : over) {
      console.log(`  ${row.ownKb.toFixed(1).padStart(5)} KB  ${row.page}`);
      const ownChunks = [...row.chunks].filter((key) => key !== framework);
      const modules = ownChunks.flatMap((key) => Object.entries(chunkModules[manifest[key].file] ?? {}));
      for (const [id, length] of modules.sort((a, b) => b[1] - a[1]).slice(0, report ? 5 : 12)) {
        console.log(`           ${(length / 1024).toFixed(1).padStart(5)} KB min  ${id}`);
      }
    }
  }
}
process.exit(failed ? 1 : 0);
