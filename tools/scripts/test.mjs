// npm test: every check CI runs, in order, stopping at the first failure.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './processes.mjs';

/** Every brand app: built and held to the first-load budgets (the e2e starts six of them, apps/e2e/playwright.config.ts). */
const BRAND_APPS = ['kia', 'toyota', 'opel', 'citroen', 'lexus', 'landrover', 'jaguar', 'zeekr', 'suzuki', 'multilease', 'emilfrey'];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', STORYBOOK_DISABLE_TELEMETRY: '1' };

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the e2e tests …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

const steps = [
  ['i18n catalogs complete (de, fr, it)', 'node', ['tools/scripts/check-i18n.mjs']],
  ['formatted (prettier --check)', 'npx', ['prettier', '--check', '.']],
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['nx workspace in sync', 'npx', ['nx', 'sync:check']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['module boundaries bite', 'node', ['tools/scripts/check-boundaries.mjs']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['npm audit: no high or critical finding in production dependencies', process.execPath, ['tools/scripts/audit.mjs']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['storybook build', 'npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']],
  ['stories as tests (Chromium, axe)', 'npx', ['vitest', 'run', '--config', 'vitest.storybook.config.ts']],
  ['build brand apps', 'npx', ['nx', 'run-many', '-t', 'build', '-p', ...BRAND_APPS, '--output-style=stream']],
  ['first-load byte budgets, no zod', process.execPath, ['tools/scripts/check-first-load.mjs', ...BRAND_APPS]],
  [
    'brand screenshots: dealer home and vehicle list of every brand (dist/brand-screenshots/)',
    process.execPath,
    ['tools/scripts/brand-screenshots.mjs'],
  ],
  ['failure matrix, bounded (apps/reliability)', process.execPath, ['--import', 'tsx', 'apps/reliability/src/faults/run.ts', '--bounded']],
  [
    'fuzzing, fixed seed, bounded (apps/reliability)',
    process.execPath,
    ['--import', 'tsx', 'apps/reliability/src/fuzz/run.ts', '--bounded'],
  ],
  ['leads under faults (apps/reliability)', process.execPath, ['--import', 'tsx', 'apps/reliability/src/leads/run.ts']],
  ['soak, 30 s (apps/reliability)', process.execPath, ['--import', 'tsx', 'apps/reliability/src/soak/run.ts', '--seconds', '30']],
  ['e2e (playwright, Debian chromium)', 'npx', ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts']],
];

ensureChromium();
let passed = 0;
const started = Date.now();
for (const [label, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  try {
    await run(command, args, { env });
  } catch (error) {
    console.error(`✖ ${label} failed: ${error.message}`);
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${label} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
}
console.log(`\nall checks green in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
