import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxOptions } from './app';
import { configFromEnv } from './config';

export { createSandboxApp } from './app';

export interface RunningSandbox {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts the sandbox on `port` (0 = any free port), for tests and the CLI. */
export function startSandbox(options: SandboxOptions & { port?: number; host?: string }): Promise<RunningSandbox> {
  const sandbox = createSandboxApp(options);
  return new Promise((resolveStart) => {
    const server = sandbox.app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolveStart({
        server,
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () => new Promise<void>((done) => server.close(() => (sandbox.close(), done()))),
      });
    });
  });
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  const config = configFromEnv();
  const started = Date.now();
  startSandbox(config)
    .then(({ url }) => {
      console.log(`[sandbox] ${url} ready in ${Date.now() - started} ms (db ${config.dbPath}, ${config.seedVehicles} vehicles)`);
    })
    .catch((error: unknown) => {
      console.error('[sandbox] start-up failed', error);
      process.exit(1);
    });
}
