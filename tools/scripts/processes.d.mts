// Types of processes.mjs for its TypeScript callers (apps/reliability/src/support/harness.ts).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface StartedProcess extends ChildProcess {
  label: string;
  /** http://127.0.0.1:<port> (startSandbox, startBrandServer) */
  url: string;
  /** set before a stop that is meant: no "stopped" message */
  stopping?: boolean;
  /** the last 4,000 characters of a piped stderr */
  stderrTail(): string;
}

export interface ProcessOptions {
  /** a file that takes stdout and stderr */
  log?: string;
  stdio?: SpawnOptions['stdio'];
}

export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function startProcess(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  options?: ProcessOptions,
): StartedProcess;
export const SANDBOX_ARGS: string[];
export function removeDatabase(file: string): void;
export function startSandbox(
  options: { port: number; db?: string; fresh?: boolean; env?: Record<string, string>; label?: string } & ProcessOptions,
): StartedProcess;
export function startBrandServer(
  options: {
    brand: string;
    port: number;
    sandboxPort: number;
    entry?: string;
    env?: Record<string, string | undefined>;
    command?: string;
    nodeArgs?: string[];
    label?: string;
  } & ProcessOptions,
): StartedProcess;
export function untilHealthy(child: StartedProcess, options?: { path?: string; timeoutMs?: number }): Promise<void>;
export function stopProcess(child: StartedProcess): Promise<void>;
export function waitForHealth(url: string, timeoutMs?: number): Promise<void>;
export function stopAllOnSignal(children: ChildProcess[]): void;
