// Small helpers to run the sandbox and a brand server as child processes and wait until they answer.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** `options.log`: a file that takes the child's stdout and stderr instead of this terminal (e.g. benchmarks). */
export function startProcess(label, command, args, env, options = {}) {
  const logFd = options.log ? openSync(options.log, 'w') : null;
  const child = spawn(command, args, { stdio: logFd === null ? 'inherit' : ['ignore', logFd, logFd], env: { ...process.env, ...env } });
  if (logFd !== null) closeSync(logFd);
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${label} stopped (${signal ?? code})`);
  });
  return child;
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
