// Processes for the reliability runs: a sandbox of its own and a production brand server on it, each on
// ports the caller picks, stopped together. The brand app must be built (dist/apps/<brand>).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
// the one start-site helper of the scripts (npm start, benchmarks, budgets), not a library: no package name to import it by
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  startBrandServer as startBrandServerProcess,
  startSandbox as startSandboxProcess,
  stopProcess,
  untilHealthy,
  waitForHealth,
  type StartedProcess,
} from '../../../../tools/scripts/processes.mjs';

export interface Running {
  /** http://127.0.0.1:<port> */
  url: string;
  process: ChildProcess;
  /** memory of the process in bytes (resident set, from /proc) */
  rss(): number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    children.forEach((child) => child.kill('SIGKILL'));
    process.exit(130);
  });
}

export { waitForHealth };

/** Tracks a child of processes.mjs until it exits; resolves once it answers /healthz. */
async function started(child: StartedProcess, { logFd }: { logFd?: number }): Promise<Running> {
  if (logFd !== undefined) closeSync(logFd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  // a process that exits while starting fails the run at once, with its last words
  await untilHealthy(child);
  return {
    url: child.url,
    process: child,
    rss: () => rssOf(child.pid),
    stop: () => stopProcess(child),
  };
}

/** `quiet`: only the last words on stderr are kept; `logFile`: stdout (the server's JSON log lines) goes there */
function stdioOf(quiet: boolean, logFile?: string): { logFd?: number; stdio: SpawnOptions['stdio'] } {
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  return { logFd, stdio: quiet ? ['ignore', logFd ?? 'ignore', 'pipe'] : 'inherit' };
}

function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A sandbox with a fresh database (tmp/<name>.db); `faults` as SANDBOX_FAULTS (switchable with setFaults). */
export function startSandbox(port: number, name: string, options: { faults?: string; quiet?: boolean } = {}): Promise<Running> {
  const { logFd, stdio } = stdioOf(options.quiet ?? true);
  const child = startSandboxProcess({
    port,
    db: `tmp/${name}.db`,
    fresh: true,
    env: { SANDBOX_FAULTS: options.faults ?? '' },
    label: `sandbox ${name}`,
    stdio,
  });
  return started(child, { logFd });
}

/**
 * The production server of a built brand app on `sandboxPort`, without rate limits; `env` adds e.g. PAGE_CACHE=off,
 * BACKEND_CACHE=off, BACKEND_TIMEOUT_MS, DEALER_API_URL (a service elsewhere, or refused: http://127.0.0.1:1) or
 * RATE_LIMITS=on (a run about the limits).
 */
export function startBrandServer(
  brand: string,
  port: number,
  sandboxPort: number,
  env: Record<string, string> = {},
  options: { quiet?: boolean; nodeArgs?: string[]; logFile?: string } = {},
): Promise<Running> {
  // RELIABILITY_DIST: a build of its own (BRAND_DIST_DIR=tmp/dist-x npx vite build -c apps/kia/vite.config.ts)
  const entry = `${process.env['RELIABILITY_DIST'] ?? 'dist/apps'}/${brand}/server/server.js`;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build it first (npx nx run ${brand}:build)`);
  const { logFd, stdio } = stdioOf(options.quiet ?? true, options.logFile);
  const child = startBrandServerProcess({
    brand,
    port,
    sandboxPort,
    entry,
    nodeArgs: options.nodeArgs,
    label: `${brand} server`,
    // thousands of requests from 127.0.0.1 are the point of these runs: the per-client limits off, unless a run sets them
    env: { RATE_LIMITS: 'off', ...env },
    stdio,
  });
  return started(child, { logFd });
}

/** Switches the sandbox's faults for every call from now on ('' = none), e.g. 'dealer:error=1'. */
export async function setFaults(sandbox: Running, spec: string): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ spec }),
  });
  if (!response.ok) throw new Error(`could not set faults '${spec}': ${response.status}`);
}

/**
 * Resolves once the sandbox holds back no call with its latency fault (GET /__sandbox/held-calls): what a slow call
 * stores, it has stored. `timeoutMs` is a bound for a hung sandbox, not a speed assumption.
 */
export async function untilNoHeldCalls(sandbox: Running, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${sandbox.url}/__sandbox/held-calls`);
    if (!response.ok) throw new Error(`GET /__sandbox/held-calls: ${response.status}`);
    const { count } = (await response.json()) as { count: number };
    if (count === 0) return;
    if (Date.now() > deadline) throw new Error(`the sandbox still holds back ${count} calls after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
