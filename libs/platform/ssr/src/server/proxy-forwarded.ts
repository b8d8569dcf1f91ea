import type { ClientRequest, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The proxy's X-Forwarded-* headers, as http-proxy's `xfwd` wrote them: the socket's address, port and scheme are
 * appended to what the trusted proxies sent (trusted-proxy.ts has cut the chain), so the backends see the whole
 * chain. httpxy's `xfwd` keeps an existing header instead of appending, so the proxy sets them itself.
 */
export function appendForwardedHeaders(proxyReq: ClientRequest, req: IncomingMessage): void {
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const port = /:(\d+)/.exec(req.headers.host ?? '')?.[1] ?? (encrypted ? '443' : '80');
  const own = { for: req.socket.remoteAddress ?? '', port, proto: encrypted ? 'https' : 'http' };
  for (const [name, value] of Object.entries(own)) {
    const sent = req.headers[`x-forwarded-${name}`];
    proxyReq.setHeader(`x-forwarded-${name}`, sent ? `${String(sent)},${value}` : value);
  }
  proxyReq.setHeader('x-forwarded-host', req.headers['x-forwarded-host'] || req.headers.host || '');
}
