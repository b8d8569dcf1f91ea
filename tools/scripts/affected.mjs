// npm run test:affected [-- --base=<ref>] [-- --files=<a,b>]: lint, typecheck, unit tests and builds of the projects a
// change affects, nothing else (decision 0027). The base defaults to main (nx.json defaultBase); --files asks about
// files instead of commits (e.g. to see what a planned change would cost). Prints the affected projects first.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { run } from './processes.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' }, files: { type: 'string' } } });
const scope = values.files ? [`--files=${values.files}`] : [`--base=${values.base ?? 'main'}`];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const affected = execFileSync('npx', ['nx', 'show', 'projects', '--affected', ...scope], { env, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
console.log(`${affected.length} affected projects: ${affected.join(' ')}`);
const started = Date.now();
await run('npx', ['nx', 'affected', '-t', 'lint', 'typecheck', 'test', 'build', ...scope, '--parallel=2', '--output-style=static'], {
  env,
});
console.log(`affected run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
