// The bench's baseline (decision 0045): a bare static server of the same HTML the edge serves, in a process of its own so
// that it does not share the load generator's event loop. `node --import tsx static-baseline.ts <port> <pages.json>`:
// pages.json maps each path of the mix to its HTML; each is served gzipped (as the edge serves it to the bench).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const [port, pagesFile] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile as string, 'utf8')) as Record<string, string>).map(([path, html]) => [
    path,
    gzipSync(html),
  ]),
);

createServer((request, response) => {
  if (request.url === '/healthz') return void response.end('ok');
  const body = pages.get(request.url ?? '');
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1');
