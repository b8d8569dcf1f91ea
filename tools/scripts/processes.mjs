// Small helpers to run the sandbox and a brand server as child processes and wait until they answer: the one place
// that knows their command lines (npm start and dev, benchmarks, budgets, screenshots, the Node 24 check and the
// reliability runs through apps/reliability/src/support/harness.ts; types in processes.d.mts).
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * `options.log`: a file that takes the child's stdout and stderr instead of this terminal (e.g. benchmarks);
 * `options.stdio`: the child's stdio as `spawn` takes it instead (a piped stderr: its last 4,000 characters are kept
 * as `child.stderrTail()` and printed when the child stops unasked).
 */
export function startProcess(label, command, args, env, options = {}) {
  const logFd = options.log ? openSync(options.log, 'w') : null;
  const stdio = options.stdio ?? (logFd === null ? 'inherit' : ['ignore', logFd, logFd]);
  const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
  if (logFd !== null) closeSync(logFd);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  child.stderrTail = () => stderr;
  child.label = label;
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${label} stopped (${signal ?? code})${stderr ? `\n${stderr}` : ''}`);
  });
  return child;
}

/** The sandbox backend's command line (`npm run sandbox`): SQLite, seeded on its first start. */
export const SANDBOX_ARGS = ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'];

/** Removes a SQLite database file and its WAL files: the next sandbox on it starts from a fresh seed. */
export function removeDatabase(file) {
  mkdirSync(dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * The sandbox on `port` as a child process (not yet answering: `untilHealthy`); `db` its database file (SANDBOX_DB,
 * else the sandbox's default), `fresh` removes that file first, `env` adds e.g. SANDBOX_FAULTS; `options` as
 * startProcess's (`label` default 'sandbox'). `child.url` is http://127.0.0.1:<port>.
 */
export function startSandbox({ port, db, fresh = false, env = {}, label = 'sandbox', ...options }) {
  if (db && fresh) removeDatabase(db);
  const child = startProcess(
    label,
    process.execPath,
    SANDBOX_ARGS,
    { SANDBOX_PORT: String(port), ...(db ? { SANDBOX_DB: db } : {}), ...env },
    options,
  );
  child.url = `http://127.0.0.1:${port}`;
  return child;
}

/**
 * A built brand app's production server (`entry`, default dist/apps/<brand>/server/server.js) on `port`, its backend the
 * sandbox on `sandboxPort`, NODE_ENV=production; `env` adds the caller's variables (RATE_LIMITS=off, PAGE_CACHE, …);
 * `command` the runtime (default this node), `nodeArgs` before the entry; `options` as startProcess's.
 */
export function startBrandServer({
  brand,
  port,
  sandboxPort,
  entry = `dist/apps/${brand}/server/server.js`,
  env = {},
  command = process.execPath,
  nodeArgs = [],
  label = brand,
  ...options
}) {
  const serverEnv = { NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), ...env };
  const child = startProcess(label, command, [...nodeArgs, entry], serverEnv, options);
  child.url = `http://127.0.0.1:${port}`;
  return child;
}

/** Resolves once `child` answers `path` (default /healthz) at `child.url`; rejects at once when it exits first. */
export function untilHealthy(child, { path = '/healthz', timeoutMs } = {}) {
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${child.label} exited while starting (${signal ?? code})${child.stderrTail() ? `\n${child.stderrTail()}` : ''}`)),
    ),
  );
  return Promise.race([waitForHealth(`${child.url}${path}`, timeoutMs), exited]);
}

/** Stops `child` (SIGTERM, SIGKILL after 5 s) without the "stopped" message; resolves when it has exited. */
export function stopProcess(child) {
  child.stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Ctrl-C / SIGTERM stop every child, then this process. */
export function stopAllOnSignal(children) {
  const stop = () => {
    for (const child of children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
    setTimeout(() => process.exit(0), 6_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (const child of children) child.on('exit', () => !child.stopping && stop());
}
