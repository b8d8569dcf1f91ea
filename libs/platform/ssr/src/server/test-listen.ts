import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * The server tests' listener: each handler (an Express app, a plain request listener) on a free loopback port,
 * resolved with its origin, and every server closed after the file's tests.
 */
export function loopbackListener(): (handler: RequestListener) => Promise<string> {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));
  return (handler) =>
    new Promise((resolve) => {
      const server = createServer(handler);
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
}
