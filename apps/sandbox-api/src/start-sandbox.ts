import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxOptions } from './app';

export { createSandboxApp } from './app';

export interface RunningSandbox {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a sandbox in this process on `port` (0 = any free port): the entry for the sandbox's own tests and tools
 * (`src/testing/`) and for the CLI (`main.ts`). Other projects may not import an app: they start `main.ts` as a process.
 */
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
