// npm test step: the deploy target is Node 24 LTS while this machine and CI have Node 20. Node 24 comes from the npm
// registry's `node` package (tmp/node24, kept between runs); on it run (a) the server-side libraries' unit tests and
// (b) the built kia server, on a sandbox that stays on Node 20 (better-sqlite3 is built for Node 20's ABI).
// NODE24_PORT and NODE24_SANDBOX_PORT pick the ports (default: free ones).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, resolve } from 'node:path';
import { startBrandServer, startSandbox, waitForHealth } from './processes.mjs';

/** Server-side projects without native addons (api-contract-tests starts a sandbox, hence better-sqlite3). */
const SERVER_PROJECTS = ['platform-ssr', 'platform-seo', 'shared-util-brand', 'shared-util-i18n', 'api-model', 'api-http'].concat([
  'api-base',
  'api-brand-forms',
  'api-content',
  'api-contracts',
  'api-core',
  'api-dealer',
  'api-form',
  'api-payment',
]);
const DEALER_HOME = '/de/haendler/auto-zentrum-zuerich';
const PREFIX = resolve('tmp/node24');
const NODE24 = `${PREFIX}/node_modules/.bin/node`;

const version = () => (existsSync(NODE24) ? execFileSync(NODE24, ['-v'], { encoding: 'utf8' }).trim() : '');
if (!version().startsWith('v24.')) {
  console.log('node24: installing node@24 from the npm registry into tmp/node24 …');
  execFileSync('npm', ['i', '--no-save', '--no-audit', '--no-fund', '--prefix', PREFIX, 'node@24'], { stdio: 'inherit' });
}
const node24 = version();
if (!node24.startsWith('v24.')) throw new Error(`node24: ${NODE24} is not Node 24 (${node24 || 'missing'})`);
const env = { ...process.env, PATH: `${resolve(PREFIX, 'node_modules/.bin')}${delimiter}${process.env.PATH}` };
const failures = [];

// (a) the unit tests, vitest itself on Node 24
const vitestArgs = ['node_modules/vitest/vitest.mjs', 'run', ...SERVER_PROJECTS.flatMap((name) => ['--project', name])];
console.log(`node24 (${node24}): ${NODE24} ${vitestArgs.join(' ')}`);
if (spawnSync(NODE24, vitestArgs, { env, stdio: 'inherit' }).status !== 0) failures.push('server-side unit tests');

// (b) the built server on Node 24, the sandbox on this Node
const entry = 'dist/apps/kia/server/server.js';
if (!existsSync(entry)) throw new Error(`${entry} is missing: npx nx run kia:build`);
const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const sandboxPort = Number(process.env.NODE24_SANDBOX_PORT) || (await freePort());
const port = Number(process.env.NODE24_PORT) || (await freePort());
console.log(`node24: sandbox on ${process.version} at :${sandboxPort}; NODE_ENV=production ${NODE24} ${entry} at :${port}`);
const sandbox = startSandbox({ port: sandboxPort, db: 'tmp/node24-sandbox.db', fresh: true });
const server = startBrandServer({
  brand: 'kia',
  port,
  sandboxPort,
  entry,
  command: NODE24,
  env: { PATH: env.PATH },
  label: 'kia on Node 24',
  log: 'tmp/node24-server.log',
});
try {
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`it exited (${code})`))));
  await Promise.race([
    waitForHealth(`http://127.0.0.1:${sandboxPort}/healthz`).then(() => waitForHealth(`${base}/healthz`, 60_000)),
    exited,
  ]);
  const checks = [
    ['/healthz', (status, body) => status === 200 && body.includes('"status":"ok"')],
    // server-rendered: the dealer's name is in the HTML the server sent, not only after hydration
    [DEALER_HOME, (status, body, type) => status === 200 && type.startsWith('text/html') && body.includes('Auto Zentrum Zürich AG')],
    // the /api proxy (http-proxy-middleware 4 on httpxy, whose engines name Node 22+) on this runtime
    ['/api/dealer/dealer-slug/auto-zentrum-zuerich', (status, body) => status === 200 && body.includes('auto-zentrum-zuerich')],
  ];
  for (const [path, ok] of checks) {
    const response = await fetch(`${base}${path}`);
    const body = await response.text();
    const passed = ok(response.status, body, response.headers.get('content-type') ?? '');
    console.log(`node24: GET ${path} → ${response.status}, ${body.length} bytes ${passed ? '✓' : '✖'}`);
    if (!passed) failures.push(`GET ${path} on Node 24`);
  }
} catch (error) {
  failures.push(`the kia server on Node 24 (${error.message}; its log: tmp/node24-server.log)`);
} finally {
  for (const child of [server, sandbox]) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
}
console.log(failures.length ? `✖ node24 (${node24}) failed: ${failures.join('; ')}` : `node24 (${node24}): all passed`);
process.exit(failures.length ? 1 : 0);
