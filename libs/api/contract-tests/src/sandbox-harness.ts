import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_SERVICES, type ApiContext, type BackendAddresses } from '@carweb/api-http';

/** What the contract tests use of `apps/sandbox-api/src/main.ts`. */
interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}
type StartSandbox = (options: { dbPath: string; seedVehicles: number; dataDir: string; port: number }) => Promise<RunningSandbox>;

/**
 * Apps are not importable from libraries (Nx boundary rule), so the sandbox entry is loaded by its
 * file URL at run time — the same file `npm run sandbox` and the e2e config start.
 */
const SANDBOX_ENTRY = new URL('../../../../apps/sandbox-api/src/main.ts', import.meta.url).href;

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
  const { startSandbox } = (await import(/* @vite-ignore */ SANDBOX_ENTRY)) as { startSandbox: StartSandbox };
  const dataDir = mkdtempSync(join(tmpdir(), 'contract-sandbox-'));
  const sandbox = await startSandbox({ dbPath: ':memory:', seedVehicles, dataDir, port: 0 });
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
