// The site a browser benchmark measures: BENCH_ORIGIN when one is up, else the sandbox and the production brand server
// started here (built first when the build is missing), each in its own process, on the benchmark's own ports.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { run, startProcess, stopAllOnSignal, waitForHealth } from '../processes.mjs';

/** Starts what is needed; `stop()` ends what it started. `name` names the sandbox's database (tmp/{name}.db). */
export async function benchSite({ brand, dist, ports, name }) {
  const processes = [];
  const stop = () => {
    for (const child of processes) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
  };
  if (process.env.BENCH_ORIGIN) return { origin: process.env.BENCH_ORIGIN, stop };
  const serverEntry = `${dist}/${brand}/server/server.js`;
  if (!existsSync(serverEntry))
    await run('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], { env: { ...process.env, NX_DAEMON: 'false' } });
  mkdirSync('tmp', { recursive: true });
  rmSync(`tmp/${name}.db`, { force: true });
  processes.push(
    startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'], {
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_DB: `tmp/${name}.db`,
    }),
  );
  await waitForHealth(`http://127.0.0.1:${ports.sandbox}/healthz`);
  processes.push(
    startProcess(brand, process.execPath, [serverEntry], {
      NODE_ENV: 'production',
      PORT: String(ports.site),
      SANDBOX_PORT: String(ports.sandbox),
      // every run from one address: the per-client rate limits off
      RATE_LIMITS: 'off',
    }),
  );
  stopAllOnSignal(processes);
  const origin = `http://127.0.0.1:${ports.site}`;
  await waitForHealth(`${origin}/healthz`);
  return { origin, stop };
}
