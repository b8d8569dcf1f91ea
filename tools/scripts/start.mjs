// npm start: build the brand app if needed, then run the sandbox backend and the brand's SSR server.
// BRAND=toyota npm start serves toyota. PORT (4200) and SANDBOX_PORT (4100) can be changed.
import { existsSync } from 'node:fs';
import { run, startBrandServer, startSandbox, stopAllOnSignal, untilHealthy } from './processes.mjs';

const brand = process.env.BRAND ?? 'kia';
const port = process.env.PORT ?? '4200';
const sandboxPort = process.env.SANDBOX_PORT ?? '4100';

if (!existsSync(`apps/${brand}/brand.config.ts`)) {
  console.error(`Unknown brand "${brand}": there is no apps/${brand}`);
  process.exit(1);
}

// Nx rebuilds only when a source changed (local cache), so a second start is quick.
await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], { env: { ...process.env, NX_DAEMON: 'false' } });

const sandbox = startSandbox({ port: sandboxPort });
await untilHealthy(sandbox);
const site = startBrandServer({ brand, port, sandboxPort, command: 'node', label: `${brand} site` });
stopAllOnSignal([sandbox, site]);
await untilHealthy(site);
console.log(`\n${brand} is up: http://localhost:${port}  (sandbox: http://localhost:${sandboxPort}) — Ctrl-C stops both\n`);
