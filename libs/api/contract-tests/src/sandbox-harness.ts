import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_SERVICES, type ApiContext, type BackendAddresses } from '@carweb/api-http';

interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

const WORKSPACE_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_LINE = /\[sandbox\] (http:\/\/\S+) ready/;

/**
 * No project may import an app (Nx boundary rule), so the contract tests start the sandbox as `npm run sandbox` does:
 * its command line (`apps/sandbox-api/src/main.ts`) in a process of its own, on a free port (`SANDBOX_PORT=0`) and a
 * fresh database in a temporary folder; the address is the one its ready line names.
 */
function startSandboxProcess(seedVehicles: number): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contract-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: join(dataDir, 'sandbox.db'), SEED_VEHICLES: String(seedVehicles) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      if (ready) {
        child.stdout.off('data', onOutput);
        child.stdout.resume();
        resolveStart({ url: ready[1], close });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk.toString();
    });
    child.once('exit', (code, signal) => rejectStart(new Error(`the sandbox exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
}

/** The last response each call got, so a failing operation can say what the sandbox answered. */
export interface CallRecord {
  method: string;
  url: string;
  status?: number;
  body?: string;
}

export interface ContractSandbox {
  ctx: (overrides?: Partial<ApiContext>) => ApiContext;
  url: string;
  calls: CallRecord[];
  close(): Promise<void>;
}

function recordingFetch(calls: CallRecord[]): typeof fetch {
  return async (input, init) => {
    const record: CallRecord = { method: init?.method ?? 'GET', url: String(input) };
    calls.push(record);
    const response = await fetch(input, init);
    record.status = response.status;
    record.body = (await response.clone().text()).slice(0, 600);
    return response;
  };
}

export async function startContractSandbox(seedVehicles = 400): Promise<ContractSandbox> {
  const sandbox = await startSandboxProcess(seedVehicles);
  const backends = Object.fromEntries(BACKEND_SERVICES.map((s) => [s, `${sandbox.url}/${s}`])) as BackendAddresses;
  const calls: CallRecord[] = [];
  const ctx = (overrides: Partial<ApiContext> = {}): ApiContext => ({
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends,
    fetch: recordingFetch(calls),
    timeoutMs: 20_000,
    ...overrides,
  });
  return { ctx, url: sandbox.url, calls, close: () => sandbox.close() };
}
