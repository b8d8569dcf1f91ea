// The site a browser benchmark measures: BENCH_ORIGIN when one is up, else the sandbox and the production brand server
// started here (built first when the build is missing), each in its own process, on the benchmark's own ports.
import { existsSync } from 'node:fs';
import { run, startBrandServer, startSandbox, stopAllOnSignal, untilHealthy } from '../processes.mjs';

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
  const sandbox = startSandbox({ port: ports.sandbox, db: `tmp/${name}.db`, fresh: true });
  processes.push(sandbox);
  await untilHealthy(sandbox);
  // every run from one address: the per-client rate limits off
  const site = startBrandServer({ brand, port: ports.site, sandboxPort: ports.sandbox, entry: serverEntry, env: { RATE_LIMITS: 'off' } });
  processes.push(site);
  stopAllOnSignal(processes);
  await untilHealthy(site);
  return { origin: site.url, stop };
}
