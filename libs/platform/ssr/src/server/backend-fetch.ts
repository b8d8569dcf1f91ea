import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { withVisitorAddress } from './visitor-address';

/**
 * The server's backend calls without the WHATWG fetch machinery (Request, Headers, web streams, the fetch
 * algorithm): node's HTTP client on kept-alive connections, the answer read whole. A call costs about a third of
 * the CPU of `fetch` (decision 0033); what the backend sees is the same: the caller's headers plus the ones fetch
 * adds (`accept-encoding: gzip, deflate`, `sec-fetch-mode: cors`, `user-agent: node`). Whatever this client does
 * not do itself goes to `fetch` as before: a body that is not a string (a form with files), a redirect to follow.
 */
export const backendFetch = ((input: string | URL | Request, given?: RequestInit): Promise<Response> => {
  // a render's calls to a lead service name the visitor (visitor-address.ts)
  const init = withVisitorAddress(input, given);
  const body = init?.body;
  if (typeof input !== 'string' || (body !== undefined && body !== null && typeof body !== 'string')) return fetch(input, init);
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
  return call(url, init ?? {}, body ?? undefined).then((answer) => answer ?? fetch(input, init));
}) as typeof fetch;

// an idle connection is dropped before the backend closes it (4 s, or a second before its Keep-Alive hint), as fetch does
const AGENT_OPTIONS = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new HttpAgent(AGENT_OPTIONS), 'https:': new HttpsAgent(AGENT_OPTIONS) };
const FETCH_HEADERS = { 'sec-fetch-mode': 'cors', 'user-agent': 'node', 'accept-encoding': 'gzip, deflate' };
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('This operation was aborted', 'AbortError');

/** One call; undefined: a redirect, which fetch follows. Rejects like fetch: the signal's reason, or `fetch failed`. */
function call(url: URL, init: RequestInit, body: string | undefined): Promise<Response | undefined> {
  const { signal } = init;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...FETCH_HEADERS };
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[name.toLowerCase()] = value;
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, { method: init.method ?? 'GET', headers, agent: agents[url.protocol as 'http:' | 'https:'] });
    const onAbort = () => {
      outgoing.destroy();
      reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    outgoing.on('error', (error) => {
      done();
      reject(signal?.aborted ? abortReason(signal) : new TypeError('fetch failed', { cause: error }));
    });
    outgoing.on('response', (incoming: IncomingMessage) => {
      const status = incoming.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && incoming.headers.location) {
        incoming.resume();
        done();
        return resolve(undefined);
      }
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => {
        done();
        reject(signal?.aborted ? abortReason(signal) : new TypeError('terminated', { cause: error }));
      });
      incoming.on('end', () => {
        done();
        const raw = Buffer.concat(chunks);
        const decode = DECODERS[String(incoming.headers['content-encoding'] ?? '').toLowerCase()];
        (decode ? decode(raw) : Promise.resolve(raw)).then(
          (decoded) => resolve(answer(status, incoming.statusMessage ?? '', decoded)),
          (error: unknown) => reject(new TypeError('terminated', { cause: error })),
        );
      });
    });
    outgoing.end(body);
  });
}

/** The part of a Response the HTTP client reads: status, and the body as text or JSON (a BOM dropped, as fetch does). */
function answer(status: number, statusText: string, body: Buffer): Response {
  const text = () => {
    const decoded = body.toString('utf8');
    return decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: () => Promise.resolve(text()),
    json: () => Promise.resolve().then(() => JSON.parse(text()) as unknown),
  } as Response;
}
