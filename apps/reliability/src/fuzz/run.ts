// node --import tsx apps/reliability/src/fuzz/run.ts [--bounded] [--random] [--seed=n] [--only=paths|leads]
// Fuzzing: generated paths against the kia production server, generated invalid leads against every form
// endpoint; exits 1 on a 5xx, a broken routing rule, a stored invalid lead or a reflected payload.
import { startBrandServer, startSandbox } from '../support/harness';
import { FORM_DEALER, fuzzLeads } from './leads';
import { fuzzOptions } from './options';
import { fuzzPaths, RESET } from './paths';
import { readSiteData } from './site-data';

const BRAND = 'kia';
const options = fuzzOptions(process.argv.slice(2));
const base = Number(process.env['FUZZ_PORT'] ?? 4314);
const dbName = `fuzz-${base}`;
console.log(
  `fuzz: seed ${options.seed} (replay: --seed=${options.seed}${options.bounded ? ' --bounded' : ''}), ${options.bounded ? 'bounded' : 'full'}`,
);

const started = Date.now();
const sandbox = await startSandbox(base, dbName);
const server = await startBrandServer(BRAND, base + 1, base);
let failed = false;
const report = (title: string, failures: string[]) => {
  if (failures.length === 0) return;
  failed = true;
  console.log(`\n${title}: ${failures.length} failure(s)\n  ${failures.slice(0, 25).join('\n  ')}`);
};
try {
  const data = await readSiteData(sandbox.url, BRAND, FORM_DEALER);
  if (options.only !== 'leads') {
    const run = await fuzzPaths(server.url, BRAND, data, options);
    const statuses = [...run.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status === RESET ? 'reset' : status}×${n}`)
      .join(' ');
    console.log(`paths: ${run.requests} requests in ${(run.ms / 1000).toFixed(1)} s; ${statuses}; 5xx: ${run.serverErrors}`);
    report('paths', run.failures);
  }
  if (options.only !== 'paths') {
    const run = await fuzzLeads(server.url, `tmp/${dbName}.db`, BRAND, data, options);
    console.log(`leads: ${run.requests} submissions to ${run.endpoints} endpoints in ${(run.ms / 1000).toFixed(1)} s; ${run.summary}`);
    if (run.skipped.length) console.log(`  form pages without a form to post here: ${run.skipped.join(', ')}`);
    report('leads', run.failures);
  }
} finally {
  await server.stop();
  await sandbox.stop();
}
console.log(`\nfuzz ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${options.seed})`);
process.exit(failed ? 1 : 0);
