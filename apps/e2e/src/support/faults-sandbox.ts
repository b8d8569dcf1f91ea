import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * The faults pair of playwright.config.ts: a kia server (4203) on a sandbox (4198) whose faults the
 * tests switch at run time. The switch is one per sandbox, and spec files run in parallel workers,
 * so every test that switches it holds this lock from its first switch until it has reset the faults.
 */
export const FAULTS_SITE = 'http://127.0.0.1:4203';
export const FAULTS_SANDBOX = 'http://127.0.0.1:4198';

const LOCK = join(tmpdir(), 'carweb-e2e-faults-4198.lock');
const OWNER = join(LOCK, 'pid');

/** a lock whose worker is gone (killed run) is free */
function ownerAlive(): boolean {
  try {
    process.kill(Number(readFileSync(OWNER, 'utf8')), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const setFaults = (request: APIRequestContext, spec: string) =>
  request.put(`${FAULTS_SANDBOX}/__sandbox/faults`, { data: { spec } });

export async function lockFaults(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(OWNER, String(process.pid));
      return;
    } catch {
      // between mkdir and the pid file the owner is unknown: only a lock with a pid of a dead process is taken over
      let stale = false;
      try {
        readFileSync(OWNER);
        stale = !ownerAlive();
      } catch {
        stale = false;
      }
      if (stale) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function unlockFaults(): void {
  try {
    if (readFileSync(OWNER, 'utf8') !== String(process.pid)) return;
  } catch {
    return;
  }
  rmSync(LOCK, { recursive: true, force: true });
}
