// node tools/scripts/bench/static-server.mjs <port> <file.gz>: the baseline of `npm run bench:ssr` — a bare node
// server, alone in its process, answering every request with the given gzip body (a rendered page, as a CDN or a
// static file server would send it). Runs until it is stopped.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: static-server.mjs <port> <file.gz>');
const body = readFileSync(file);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
