// Processes for the reliability runs (issue 14): a sandbox of its own and a production brand server on it, each on
// ports the caller picks, stopped together. The brand app must be built (dist/apps/<brand>).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

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

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `quiet`: only the last words on stderr are kept; `logFile`: stdout (the server's JSON log lines) goes there */
async function start(
  label: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  { quiet, logFile }: { quiet: boolean; logFile?: string },
): Promise<Running> {
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', out, 'pipe'] : 'inherit',
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping.has(child)) console.error(`${label} stopped (${signal ?? code})\n${stderr}`);
  });
  const url = `http://127.0.0.1:${port}`;
  // a process that exits while starting fails the run at once, with its last words
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${label} exited while starting (${signal ?? code})\n${stderr}`))),
  );
  await Promise.race([waitForHealth(`${url}/healthz`), exited]);
  return {
    url,
    process: child,
    rss: () => rssOf(child.pid),
    stop: () => stop(child),
  };
}

const stopping = new Set<ChildProcess>();

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
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
  mkdirSync('tmp', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`tmp/${name}.db${suffix}`, { force: true });
  return start(
    `sandbox ${name}`,
    ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'],
    { SANDBOX_PORT: String(port), SANDBOX_DB: `tmp/${name}.db`, SANDBOX_FAULTS: options.faults ?? '' },
    port,
    { quiet: options.quiet ?? true },
  );
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
  return start(
    `${brand} server`,
    [...(options.nodeArgs ?? []), entry],
    // thousands of requests from 127.0.0.1 are the point of these runs: the per-client limits off, unless a run sets them
    { NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), RATE_LIMITS: 'off', ...env },
    port,
    { quiet: options.quiet ?? true, logFile: options.logFile },
  );
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
