// A pass-through in front of the sandbox that counts the calls per backend service (the first path segment: /core/…,
// /dealer/…): the brand server reaches every service through it, so the run knows which services a page calls.
import { createServer, request, type Server } from 'node:http';

export interface BackendRecorder {
  url: string;
  /** the services called since the last reset */
  called(): Set<string>;
  reset(): void;
  close(): Promise<void>;
}

export function startBackendRecorder(port: number, sandboxUrl: string): Promise<BackendRecorder> {
  const target = new URL(sandboxUrl);
  let called = new Set<string>();
  const server: Server = createServer((req, res) => {
    called.add(req.url?.split('/')[1] ?? '');
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // the sandbox dropped the connection (a service that is down): drop the caller's too
    upstream.on('error', () => res.destroy());
    // the brand server gave up (its time budget): stop waiting for the sandbox
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        called: () => new Set(called),
        reset: () => (called = new Set()),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
