// A replica whose retained memory the suite reads: started with --expose-gc and a SIGUSR2 handler that collects,
// its Prometheus metrics on a port of their own.
import { resolve } from 'node:path';
import { startBrandServer } from '../support/harness';
import type { MeasuredReplica } from './probe';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const metric = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)$`, 'm').exec(text)?.[1] ?? NaN);

export async function measuredReplica(port: number, sandboxPort: number, publicOrigin: string): Promise<MeasuredReplica> {
  const metricsPort = port + 5000;
  const replica = await startBrandServer(
    'kia',
    port,
    sandboxPort,
    { RATE_LIMITS: 'on', PUBLIC_ORIGIN: publicOrigin, METRICS_PORT: String(metricsPort) },
    { nodeArgs: ['--expose-gc', '--import', resolve('apps/reliability/src/security/gc-on-signal.mjs')] },
  );
  return {
    url: replica.url,
    retainedBytes: async () => {
      // two collections a moment apart: the second also frees what the first left to finalizers
      for (let i = 0; i < 2; i++) {
        replica.process.kill('SIGUSR2');
        await sleep(300);
      }
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const bytes = metric(text, 'nodejs_heap_size_used_bytes') + metric(text, 'nodejs_external_memory_bytes');
      if (!Number.isFinite(bytes)) throw new Error('the replica reports no heap figures');
      return bytes;
    },
    stop: () => replica.stop(),
  };
}
