// One load of bench:edge with wrk (Debian's; in C, so the load generator takes less of the 2 cores than the servers it
// measures): the mix's paths round and round (mix.lua), N connections, one thread, latency percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureDebianPackages } from './edge-stack';

export interface WrkResult {
  /** answered requests */
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** non-2xx/3xx answers, socket errors and timeouts */
  errors: number;
}

export const ensureWrk = () => ensureDebianPackages(['wrk'], () => spawnSync('which', ['wrk']).status === 0);

/** wrk's "1.23ms", "456.00us", "1.01s" in ms */
function ms(value: string | undefined): number {
  const [, amount, unit] = /([\d.]+)(us|ms|s)/.exec(value ?? '') ?? [];
  const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
  return Number(amount ?? NaN) * factor;
}

/** Parses wrk's report (with --latency). */
export function parseWrk(report: string): WrkResult {
  const match = (pattern: RegExp) => pattern.exec(report)?.[1];
  const socketErrors = match(/Socket errors: (.*)/)
    ?.split(',')
    .reduce((total, part) => total + Number(/(\d+)/.exec(part)?.[1] ?? 0), 0);
  return {
    requests: Number(match(/(\d+) requests in/) ?? 0),
    perSecond: Number(match(/Requests\/sec:\s+([\d.]+)/) ?? 0),
    p50: ms(match(/^\s+50%\s+(\S+)/m)),
    p99: ms(match(/^\s+99%\s+(\S+)/m)),
    errors: Number(match(/Non-2xx or 3xx responses: (\d+)/) ?? 0) + (socketErrors ?? 0),
  };
}

export async function wrkLoad(url: string, paths: string[], connections: number, seconds: number, workDir: string): Promise<WrkResult> {
  const pathsFile = resolve(workDir, 'wrk-paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', resolve('apps/reliability/src/edge/mix.lua'), url];
  const child = spawn('wrk', args, { env: { ...process.env, WRK_PATHS: pathsFile } });
  let report = '';
  child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${report}`);
  const result = parseWrk(report);
  // a report this parser no longer reads (another wrk) fails the bench instead of printing zeros
  if (!result.requests || !Number.isFinite(result.p50) || !Number.isFinite(result.p99))
    throw new Error(`unreadable wrk report:\n${report}`);
  return result;
}
