// Requests as an attacker sends them: any Host, any forwarded header, a path exactly as written (fetch normalises
// `..` and may not set Host).
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** ms until the request is given up (the answer's status is then 0) */
  timeoutMs?: number;
}

export function rawRequest(base: string, path: string, { method = 'GET', headers = {}, body, timeoutMs = 15_000 }: RawRequest = {}) {
  const url = new URL(base);
  return new Promise<RawResponse>((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.end(body);
  });
}

export const headerOf = (response: RawResponse, name: string): string => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * Every absolute URL a page names for others: canonical, hreflang alternates, og:url, og:image and every http(s)
 * string of its JSON-LD.
 */
export function namedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="(canonical|alternate)"/.test(tag)) urls.push(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (/\bproperty="og:(url|image)"/.test(tag)) urls.push(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    for (const [, url] of (json ?? '').matchAll(/"([a-z][a-z0-9+.-]*:\/\/[^"]*)"/gi)) urls.push(url ?? '');
  }
  return urls.map((url) => url.replaceAll('&amp;', '&'));
}
