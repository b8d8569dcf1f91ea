// node tools/scripts/bench/load.mjs <origin> <seconds> <connections> <path> [<path> …]: the load generator of
// `npm run bench:ssr`, in a process of its own (never beside the server it measures). autocannon keeps
// <connections> connections busy for <seconds> s; consecutive requests take the paths in turn across all
// connections (one shared counter), so at any moment the connections ask for different URLs. Prints one JSON
// object: requests completed, req/s over the elapsed time, latency percentiles, failures, and this process's own
// CPU time (to see whether the load generator was the limit).
import autocannon from 'autocannon';

const [origin, seconds, connections, ...paths] = process.argv.slice(2);
if (!origin || !seconds || !connections || paths.length === 0) throw new Error('usage: load.mjs <origin> <seconds> <connections> <path>…');

let next = 0;
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip' },
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
const cpu = process.cpuUsage(cpuBefore);
const requests = result.requests.total;
console.log(
  JSON.stringify({
    paths: paths.length,
    requests,
    seconds: result.duration,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    loadCpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
