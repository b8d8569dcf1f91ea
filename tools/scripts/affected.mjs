// npm run test:affected [-- --base=<ref>] [-- --files=<a,b>]: the targets of npm test (tools/scripts/test-targets.mjs),
// with the per-project lint, typecheck and test, for the projects a change affects (decisions 0027, 0030). The base
// defaults to main (nx.json defaultBase); --files asks about files instead of commits (e.g. to see what a planned
// change would cost). Prints the affected projects first.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runNxTasks } from './task-times.mjs';
import { affectedTargets } from './test-targets.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' }, files: { type: 'string' } } });
const scope = values.files ? [`--files=${values.files}`] : [`--base=${values.base ?? 'main'}`];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', SANDBOX_SEED_TEMPLATE: 'tmp/sandbox-seed.db' };
const affected = execFileSync('npx', ['nx', 'show', 'projects', '--affected', ...scope], { env, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
console.log(`${affected.length} affected projects: ${affected.join(' ')}`);
const passed = await runNxTasks(['affected', '-t', ...affectedTargets, ...scope], 'tmp/test-affected-profile.json', env);
process.exit(passed ? 0 : 1);
