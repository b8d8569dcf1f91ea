// npm start: build the brand app if needed, then run the sandbox backend and the brand's SSR server.
// BRAND=toyota npm start serves toyota. PORT (4200) and SANDBOX_PORT (4100) can be changed.
import { existsSync } from 'node:fs';
import { run, startProcess, stopAllOnSignal, waitForHealth } from './processes.mjs';

const brand = process.env.BRAND ?? 'kia';
const port = process.env.PORT ?? '4200';
const sandboxPort = process.env.SANDBOX_PORT ?? '4100';

if (!existsSync(`apps/${brand}/brand.config.ts`)) {
  console.error(`Unknown brand "${brand}": there is no apps/${brand}`);
  process.exit(1);
}

// Nx rebuilds only when a source changed (local cache), so a second start is quick.
await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], { env: { ...process.env, NX_DAEMON: 'false' } });

const sandbox = startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], {
  SANDBOX_PORT: sandboxPort,
});
await waitForHealth(`http://127.0.0.1:${sandboxPort}/healthz`);
const site = startProcess(`${brand} site`, 'node', [`dist/apps/${brand}/server/server.js`], {
  NODE_ENV: 'production',
  PORT: port,
  SANDBOX_PORT: sandboxPort,
});
stopAllOnSignal([sandbox, site]);
await waitForHealth(`http://127.0.0.1:${port}/healthz`);
console.log(`\n${brand} is up: http://localhost:${port}  (sandbox: http://localhost:${sandboxPort}) — Ctrl-C stops both\n`);
