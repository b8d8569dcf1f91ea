// npm run bench:ssr -- [base URL] [path …]: SSR throughput of a running brand server, one page after the other
// (autocannon, 20 connections, 10 s each after a 2 s warm-up; only this machine's loopback). Start the server
// first (`npm start`); compare two builds by running this against each, on an otherwise idle machine.
import autocannon from 'autocannon';

const DEFAULT_PATHS = [
  '/de/haendler/auto-zentrum-zuerich/auto-finden',
  '/de/haendler/auto-zentrum-zuerich/auto-finden/kia-stonic-1-5-t-gdi-mhev-gt-line-100006',
  '/de/haendler/auto-zentrum-zuerich',
];
const [base = 'http://127.0.0.1:4200', ...given] = process.argv.slice(2);
const origin = new URL(base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)) throw new Error('bench:ssr only loads a server on this machine');
const paths = given.length ? given : DEFAULT_PATHS;

const run = (url, duration) => autocannon({ url, connections: 20, duration, headers: { 'accept-encoding': 'gzip' } });

for (const path of paths) {
  const url = new URL(path, origin).href;
  await run(url, 2);
  const result = await run(url, 10);
  const statuses = `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}`;
  console.log(
    `${path}\n  ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${statuses})`,
  );
}
