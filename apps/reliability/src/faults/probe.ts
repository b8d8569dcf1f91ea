// One GET of a page as a crawler makes it: no redirect followed, no compression, a bound on the time it may take.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** No answer: the server hung beyond the bound or dropped the connection. */
export interface NoAnswer {
  failure: 'hang' | 'dropped';
  detail: string;
  ms: number;
}

export type Probe = Answer | NoAnswer;

export const isAnswer = (probe: Probe): probe is Answer => 'status' in probe;

/** `host`: the Host header (one of the site's hostnames: any other answers 421). */
export function probe(site: string, path: string, host: string, boundMs: number): Promise<Probe> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const url = new URL(path, site);
  return new Promise((resolve) => {
    const req = request(url, { headers: { host, 'accept-encoding': 'identity', accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), ms: ms() }));
      res.on('error', (error) => resolve({ failure: 'dropped', detail: error.message, ms: ms() }));
    });
    req.setTimeout(boundMs, () => {
      resolve({ failure: 'hang', detail: `no answer within ${boundMs} ms`, ms: ms() });
      req.destroy();
    });
    req.on('error', (error) => resolve({ failure: 'dropped', detail: error.message, ms: ms() }));
    req.end();
  });
}
