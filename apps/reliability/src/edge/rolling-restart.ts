// npm run test:edge-restart (decision 0045): a rolling restart of both replicas behind the edge under a steady load loses no
// request. The soak's mix runs through Varnish at 20 req/s while each replica in turn gets SIGTERM (it stops being
// ready, the edge's probe takes it out, it drains and exits) and starts again; every answer must be a 2xx or 3xx.
// The kia build and varnish (installed when root) are needed.
import autocannon, { type Request as LoadRequest, type Result } from 'autocannon';
import { mixedRequests, soakPages } from '../soak/pages';
import { startEdgeStack } from './edge-stack';

const stack = await startEdgeStack({ replicas: 2, edgePort: 4340, sandboxPort: 4349, logDir: 'tmp/edge-restart' });
let failed = true;
try {
  const requests = mixedRequests(await soakPages(stack.edge));
  const statuses = new Map<number, number>();
  const tracked: LoadRequest[] = requests.map((request) => ({
    ...request,
    onResponse: (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
  }));
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  let load: autocannon.Instance | undefined;
  const finished = new Promise<Result>((resolve, reject) => {
    load = autocannon({ url: stack.edge, connections: 4, overallRate: 20, duration: 120, requests: tracked }, (error: unknown, result) =>
      error ? reject(error as Error) : resolve(result),
    );
  });
  for (const index of stack.replicaOrigins.keys()) {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    console.log(`${at()}: replica ${index + 1} gets SIGTERM`);
    await stack.restartReplica(index);
    console.log(`${at()}: replica ${index + 1} ready again`);
  }
  // the edge's probe sees the last one healthy again while the load still runs
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  load?.stop();
  const result = await finished;
  const answers = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
  console.log(`${result.requests.total} requests in ${at()}: ${answers}; errors ${result.errors}, timeouts ${result.timeouts}`);
  failed = [...statuses.keys()].some((status) => status >= 400) || result.errors > 0 || result.timeouts > 0 || result.requests.total === 0;
} finally {
  await stack.stop();
}
console.log(failed ? '✖ requests were lost during the rolling restart' : 'rolling restart: no request lost');
process.exit(failed ? 1 : 0);
