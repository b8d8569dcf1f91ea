// The edge in front of brand-server replicas (decision 0045): the sandbox, N replicas of the built brand app
// and Varnish (Debian's varnish + varnish-modules for xkey) with tools/edge/edge.vcl. Used by `npm run start:edge`,
// `test:edge`, `test:edge-restart` and `bench:edge`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBrandServer, startSandbox, waitForHealth, type Running } from '../support/harness';

const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

/**
 * Debian packages the edge runs need: installed when this is root and `present()` says they are missing, else an
 * error that names what to install.
 */
export function ensureDebianPackages(packages: string[], present: () => boolean): void {
  if (present()) return;
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) throw new Error(`missing: sudo apt-get install ${list} (Debian)`);
  console.log(`▶ installing ${list} (Debian)`);
  const aptGet = (...args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  // a fresh machine may have no package lists yet
  if (!aptGet('install', '-y', '-qq', ...packages)) {
    aptGet('update', '-qq');
    aptGet('install', '-y', '-qq', ...packages);
  }
  if (!present()) throw new Error(`${list}: still missing after apt-get install`);
}

/** Varnish with xkey (Debian's varnish + varnish-modules). */
export function ensureVarnish(): void {
  ensureDebianPackages(['varnish', 'varnish-modules'], () => spawnSync('which', ['varnishd']).status === 0 && existsSync(XKEY_VMOD));
}

/** tools/edge/edge.vcl with the replicas filled in. */
export function edgeVcl(replicaPorts: number[]): string {
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

export interface EdgeStackOptions {
  brand?: string;
  replicas?: number;
  /** the edge; the replicas take the ports after it */
  edgePort?: number;
  sandboxPort?: number;
  /** where the VCL and Varnish's output go */
  logDir?: string;
  purgeToken?: string;
  /** more environment for every replica (e.g. a short page-cache freshness) */
  replicaEnv?: Record<string, string>;
}

export interface EdgeStack {
  edge: string;
  sandbox: string;
  replicaOrigins: string[];
  purgeToken: string;
  stop(): Promise<void>;
  /** SIGTERM to one replica (it drains and exits), then the same replica again, ready */
  restartReplica(index: number): Promise<void>;
  /** SIGTERM to one replica; it stays down (`restartReplica` brings it back) */
  stopReplica(index: number): Promise<void>;
  /** the edge's cache hits and misses so far (varnishstat) */
  cacheCounts(): { hit: number; miss: number };
}

/** Waits until the edge's probe counts replica `index` healthy (`varnishadm backend.list`), 30 s at most. */
async function edgeSeesHealthy(workdir: string, index: number): Promise<void> {
  const name = `replica_${index + 1}`;
  for (let waited = 0; waited < 30_000; waited += 250) {
    const list = spawnSync('varnishadm', ['-n', workdir, 'backend.list', `*.${name}`], { encoding: 'utf8' }).stdout;
    const line = list.split('\n').find((candidate) => candidate.includes(name)) ?? '';
    if (/\bhealthy\b/i.test(line) && !/\bsick\b/i.test(line)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the edge did not count ${name} healthy within 30 s`);
}

/** Where a replica's log lines go. */
export const replicaLog = (logDir: string, port: number) => resolve(logDir, `replica-${port}.log`);

/** Starts the stack and resolves once the edge answers through a ready replica. */
export async function startEdgeStack({
  brand = 'kia',
  replicas = 2,
  edgePort = 4280,
  sandboxPort = 4279,
  logDir = 'tmp/edge',
  purgeToken = randomBytes(18).toString('base64url'),
  replicaEnv: extraEnv = {},
}: EdgeStackOptions = {}): Promise<EdgeStack> {
  ensureVarnish();
  mkdirSync(logDir, { recursive: true });
  const sandbox = await startSandbox(sandboxPort, `edge-sandbox-${edgePort}`);
  const edge = `http://127.0.0.1:${edgePort}`;
  const ports = Array.from({ length: replicas }, (_, i) => edgePort + 1 + i);
  const replicaOrigins = ports.map((port) => `http://127.0.0.1:${port}`);
  for (const port of ports) rmSync(replicaLog(logDir, port), { force: true });
  const replicaEnv = {
    PAGE_CACHE_PURGE_TOKEN: purgeToken,
    PURGE_REPLICAS: replicaOrigins.join(','),
    PURGE_EDGE_URL: edge,
    // the site's address is the edge's: every absolute URL a replica renders names it, whatever Host arrives
    PUBLIC_ORIGIN: edge,
    // the edge's probe (every second, 2 of 3 failing) takes a draining replica out before it stops accepting
    DRAIN_DELAY_MS: '3000',
    ...extraEnv,
  };
  const startReplica = async (port: number) => {
    // each replica's JSON log lines (one per request) in logDir, for the checks that read them
    const replica = await startBrandServer(brand, port, sandboxPort, replicaEnv, { logFile: replicaLog(logDir, port) });
    await waitForHealth(`${replica.url}/readyz`);
    return replica;
  };
  const running: Running[] = await Promise.all(ports.map(startReplica));

  const workdir = `/tmp/carweb-edge-${edgePort}`;
  rmSync(workdir, { recursive: true, force: true });
  const vclPath = resolve(logDir, 'edge.vcl');
  writeFileSync(vclPath, edgeVcl(ports));
  const varnish: ChildProcess = spawn(
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
    { stdio: 'ignore' },
  );
  // whatever ends this process ends the edge too (the harness stops the node children it started)
  process.once('exit', () => varnish.kill('SIGKILL'));
  await waitForHealth(`${edge}/readyz`, 30_000);

  return {
    edge,
    sandbox: sandbox.url,
    replicaOrigins,
    purgeToken,
    stop: async () => {
      const exited = varnish.exitCode === null ? new Promise((done) => varnish.once('exit', done)) : null;
      varnish.kill('SIGTERM');
      await Promise.all([exited, ...running.map((replica) => replica.stop()), sandbox.stop()]);
    },
    cacheCounts: () => {
      const counter = (name: string) => {
        const out = spawnSync('varnishstat', ['-n', workdir, '-1', '-f', `MAIN.${name}`], { encoding: 'utf8' }).stdout;
        return Number(new RegExp(`MAIN\\.${name}\\s+(\\d+)`).exec(out)?.[1] ?? 0);
      };
      return { hit: counter('cache_hit') + counter('cache_hit_grace'), miss: counter('cache_miss') };
    },
    restartReplica: async (index) => {
      await running[index]?.stop();
      running[index] = await startReplica(ports[index] as number);
      // as an orchestrator does: the next replica may go only once the edge's probe counts this one healthy again
      await edgeSeesHealthy(workdir, index);
    },
    stopReplica: async (index) => {
      await running[index]?.stop();
    },
  };
}
