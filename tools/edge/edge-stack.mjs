// The edge in front of brand-server replicas (issue 26, decision 0045): the sandbox, N replicas of the built brand app
// and Varnish (Debian's varnish + varnish-modules for xkey) with tools/edge/edge.vcl. Used by `npm run start:edge`,
// `npm run test:edge` and the edge benchmark.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startProcess, waitForHealth } from '../scripts/processes.mjs';

const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

/** Varnish with xkey: installed from Debian when this is root and they are missing, else what to install. */
export function ensureVarnish() {
  const present = () => spawnSync('which', ['varnishd']).status === 0 && existsSync(XKEY_VMOD);
  if (present()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Varnish is missing: sudo apt-get install varnish varnish-modules (Debian), then run this again');
  }
  console.log('▶ installing varnish and varnish-modules (Debian)');
  const aptGet = (...args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  // a fresh machine may have no package lists yet
  if (!aptGet('install', '-y', '-qq', 'varnish', 'varnish-modules')) {
    aptGet('update', '-qq');
    aptGet('install', '-y', '-qq', 'varnish', 'varnish-modules');
  }
  if (!present()) throw new Error('varnishd or the xkey vmod is still missing after apt-get install');
}

/** tools/edge/edge.vcl with the replicas filled in. */
export function edgeVcl(replicaPorts) {
  const template = readFileSync(resolve('tools/edge/edge.vcl'), 'utf8');
  const backends = replicaPorts
    .map(
      (port, i) =>
        `backend replica_${i + 1} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = ready;\n  .connect_timeout = 1s;\n  .first_byte_timeout = 15s;\n}`,
    )
    .join('\n\n');
  const director = replicaPorts.map((_, i) => `replicas.add_backend(replica_${i + 1});`).join('\n  ');
  return template.replace('# @@BACKENDS@@', backends).replace('# @@DIRECTOR@@', director);
}

/**
 * Starts the stack and resolves once the edge answers through a ready replica. Ports: the edge at `edgePort`, the
 * replicas after it, the sandbox at `sandboxPort`. Returns the origins, the purge token and stop/restart functions.
 */
export async function startEdgeStack({
  brand = 'kia',
  replicas = 2,
  edgePort = 4280,
  sandboxPort = 4279,
  logDir = 'tmp/edge',
  purgeToken,
} = {}) {
  purgeToken ??= randomBytes(18).toString('base64url');
  ensureVarnish();
  const serverEntry = `dist/apps/${brand}/server/server.js`;
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: npx nx run ${brand}:build`);
  mkdirSync(logDir, { recursive: true });
  const children = [];
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  const db = `${logDir}/sandbox.db`;
  rmSync(db, { force: true });
  children.push(
    startProcess(
      'sandbox',
      process.execPath,
      ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'],
      { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: db },
      { log: `${logDir}/sandbox.log` },
    ),
  );
  await waitForHealth(`${sandbox}/healthz`);

  const edge = `http://127.0.0.1:${edgePort}`;
  const ports = Array.from({ length: replicas }, (_, i) => edgePort + 1 + i);
  const replicaOrigins = ports.map((port) => `http://127.0.0.1:${port}`);
  const replicaEnv = (port) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    PAGE_CACHE_PURGE_TOKEN: purgeToken,
    PURGE_REPLICAS: replicaOrigins.join(','),
    PURGE_EDGE_URL: edge,
  });
  const replicaProcesses = ports.map((port, i) =>
    startProcess(`replica ${i + 1}`, process.execPath, [serverEntry], replicaEnv(port), { log: `${logDir}/replica-${i + 1}.log` }),
  );
  children.push(...replicaProcesses);
  await Promise.all(replicaOrigins.map((origin) => waitForHealth(`${origin}/readyz`)));

  const workdir = `/tmp/carweb-edge-${edgePort}`;
  rmSync(workdir, { recursive: true, force: true });
  const vclPath = resolve(logDir, 'edge.vcl');
  writeFileSync(vclPath, edgeVcl(ports));
  const varnish = startProcess(
    'varnish',
    'varnishd',
    [
      '-F',
      '-a',
      `127.0.0.1:${edgePort}`,
      '-f',
      vclPath,
      '-n',
      workdir,
      '-s',
      'malloc,256m',
      '-p',
      'default_ttl=0',
      '-p',
      'default_grace=0',
    ],
    {},
    { log: `${logDir}/varnish.log` },
  );
  children.push(varnish);
  await waitForHealth(`${edge}/readyz`, 30_000);

  const stop = async () => {
    for (const child of children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
    await Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((done) => child.once('exit', done)))));
  };
  /** SIGTERM to one replica (it drains), then the same replica again, ready. */
  const restartReplica = async (index) => {
    const old = replicaProcesses[index];
    old.stopping = true;
    old.kill('SIGTERM');
    await new Promise((done) => old.once('exit', done));
    const port = ports[index];
    const fresh = startProcess(`replica ${index + 1}`, process.execPath, [serverEntry], replicaEnv(port), {
      log: `${logDir}/replica-${index + 1}.log`,
    });
    replicaProcesses[index] = fresh;
    children.push(fresh);
    await waitForHealth(`${replicaOrigins[index]}/readyz`);
  };
  return { edge, sandbox, replicaOrigins, purgeToken, stop, restartReplica };
}
