import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../src/start-sandbox';
import type { SandboxOptions } from '../../src/app';

export interface TestSandbox {
  url: string;
  sandbox: RunningSandbox;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T = unknown>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** An in-memory sandbox on a free port, with its own data folder. */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({ dbPath: ':memory:', seedVehicles: 3000, dataDir, port: 0, ...options });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${sandbox.url}${path}`, { headers });
  return {
    url: sandbox.url,
    sandbox,
    get,
    post: (path, body, headers = {}) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    json: async <T>(path: string) => {
      const response = await get(path);
      if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    close: async () => {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `/core/{locale}/{wholesaler}/ch/partnerweb/{path}?filter=…` */
export function corePath(
  path: string,
  filter: Record<string, unknown> = {},
  extra: Record<string, string> = {},
  wholesaler = 'kia',
  locale = 'de',
): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), locale, ...extra });
  return `/core/${locale}/${wholesaler}/ch/partnerweb/${path}?${query}`;
}
