// npm run start:edge: the site behind an edge cache (decision 0045) — Varnish at EDGE_PORT (4280) in front of
// EDGE_REPLICAS (2) replicas of the built brand app (BRAND, default kia) and the sandbox (EDGE_SANDBOX_PORT, 4279).
// Builds the brand app when its build is missing; installs varnish + varnish-modules when root and they are missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startEdgeStack } from './edge-stack';

const brand = process.env['BRAND'] ?? 'kia';
if (!existsSync(`dist/apps/${brand}/server/server.js`)) execFileSync('npx', ['nx', 'run', `${brand}:build`], { stdio: 'inherit' });
const stack = await startEdgeStack({
  brand,
  replicas: Number(process.env['EDGE_REPLICAS'] ?? 2),
  edgePort: Number(process.env['EDGE_PORT'] ?? 4280),
  sandboxPort: Number(process.env['EDGE_SANDBOX_PORT'] ?? 4279),
  ...(process.env['PAGE_CACHE_PURGE_TOKEN'] ? { purgeToken: process.env['PAGE_CACHE_PURGE_TOKEN'] } : {}),
  // the site as it runs in production: a visitor's floods are refused (the test runs turn the limits off)
  replicaEnv: { RATE_LIMITS: process.env['RATE_LIMITS'] ?? 'on' },
});
console.log(`edge ${stack.edge} → replicas ${stack.replicaOrigins.join(', ')}; sandbox ${stack.sandbox}`);
console.log(
  `purge everywhere: curl -X POST ${stack.replicaOrigins[0]}/internal/page-cache/purge -H 'content-type: application/json' ` +
    `-H 'authorization: Bearer ${stack.purgeToken}' -d '{"vehicleIds":[100006]}'`,
);
// Ctrl-C: the harness stops every child it started; varnishd with them
process.once('SIGINT', () => void stack.stop().then(() => process.exit(0)));
