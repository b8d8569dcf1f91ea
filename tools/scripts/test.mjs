// npm test: every check CI runs, as the Nx task graph (decision 0030): each check is a cached Nx target with declared
// inputs (tools/ci/project.json, the brand apps, reliability, e2e), run two at a time where the graph allows; the
// browser-heavy ones (stories, soak, e2e) run alone. A failed task fails the run; the others still finish, so one run
// reports every failure. At the end: a table of every task's time.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { runNxTasks } from './task-times.mjs';
import { fullRun } from './test-targets.mjs';

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // every sandbox of the run copies the database `sandbox-api:seed` wrote once (a fresh database each, one seed)
  SANDBOX_SEED_TEMPLATE: 'tmp/sandbox-seed.db',
};

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

/** Every target of the list has a task: a renamed or missing target would otherwise be skipped without a word. */
function assertEveryTargetPlanned(args) {
  execFileSync('npx', ['nx', 'run-many', ...args, '--graph=tmp/test-graph.json'], { env, stdio: 'ignore' });
  const tasks = Object.keys(JSON.parse(readFileSync('tmp/test-graph.json', 'utf8')).tasks.tasks);
  const missing = fullRun.targets.filter((target) => !tasks.some((id) => id.endsWith(`:${target}`)));
  if (missing.length) throw new Error(`npm test: no project has the target(s) ${missing.join(', ')}`);
  console.log(`npm test: ${tasks.length} tasks (${fullRun.targets.join(', ')})`);
}

ensureChromium();
mkdirSync('tmp', { recursive: true });
const args = ['-t', ...fullRun.targets, '-p', ...fullRun.projects];
assertEveryTargetPlanned(args);
const passed = await runNxTasks(['run-many', ...args], 'tmp/test-profile.json', env);
console.log(passed ? '\nall checks green' : '\n✖ npm test failed: see the failed tasks above');
process.exit(passed ? 0 : 1);
