// npm run test:security: every finding of the security review replayed against a replica directly and through the
// edge (Varnish in front of two replicas of the kia build, rate limits on, PUBLIC_ORIGIN the edge's), then a table and
// 'N passed, N failed'. Exits 1 when any probe got what an attacker wanted. Decision 0058 is the threat model.
// Needs the kia build (npx nx run kia:build) and root or an installed varnish + varnish-modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { replicaLog, startEdgeStack } from '../edge/edge-stack';
import { FLOOD_PROBES } from './flood-probes';
import { INPUT_PROBES } from './input-probes';
import { MEMORY_PROBE, ORIGIN_PROBES } from './origin-probes';
import type { Probe, SuiteContext, Target } from './probe';
import { measuredReplica } from './measured-replica';
import { rawRequest } from './raw-http';

const EDGE_PORT = 4460;
const SANDBOX_PORT = 4459;
const REPLICA_PORTS = [EDGE_PORT + 1, EDGE_PORT + 2];
const MEASURED_PORT = EDGE_PORT + 5;

const stack = await startEdgeStack({
  replicas: 2,
  edgePort: EDGE_PORT,
  sandboxPort: SANDBOX_PORT,
  logDir: 'tmp/security',
  replicaEnv: { RATE_LIMITS: 'on' },
});
const targets: Target[] = [
  { name: 'direct', url: stack.replicaOrigins[0] as string },
  { name: 'edge', url: stack.edge },
];

/** vehicle details nobody has asked for: the first request of a probe meets an empty page cache */
async function detailPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const page of [1, 2, 3, 4]) {
    const html = (await rawRequest(targets[0]?.url ?? '', `/de/haendler/auto-zentrum-zuerich/auto-finden?page=${page}`)).body;
    for (const [, path] of html.matchAll(/href="(\/de\/haendler\/[^"/]+\/auto-finden\/[^"?#]+-\d+)"/g)) paths.add(path ?? '');
  }
  return [...paths];
}

const pool = await detailPaths();
let next = 0;
const context: SuiteContext = {
  origin: stack.edge,
  sandbox: stack.sandbox,
  sandboxDb: `tmp/edge-sandbox-${EDGE_PORT}.db`,
  replicaLogs: () => REPLICA_PORTS.map((port) => readFileSync(replicaLog('tmp/security', port), 'utf8')).join('\n'),
  measuredReplica: () => measuredReplica(MEASURED_PORT, SANDBOX_PORT, stack.edge),
  freshPath: () => pool[next++ % Math.max(1, pool.length)] ?? '/de/haendler/auto-zentrum-zuerich',
};
console.log(`security suite: ${pool.length} vehicle pages to probe with, origin ${context.origin}`);

// the floods last: each exhausts a visitor's budget (through the edge every probe is the same visitor)
const probes: Probe[] = [...ORIGIN_PROBES, ...INPUT_PROBES, MEMORY_PROBE, ...FLOOD_PROBES];
const rows: string[] = ['| finding | direct | edge |', '|---|---|---|'];
let passed = 0;
let failed = 0;
try {
  for (const probe of probes) {
    const cells: string[] = [];
    for (const target of targets) {
      const started = Date.now();
      const outcome = await probe.run(target, context).catch((error: unknown) => `the probe failed: ${String(error)}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (outcome === null) passed += 1;
      else failed += 1;
      console.log(`${outcome === null ? '✓' : '✖'} ${probe.finding} (${target.name}, ${seconds} s)${outcome ? `: ${outcome}` : ''}`);
      cells.push(outcome === null ? 'refused or harmless' : `**${outcome.replaceAll('|', '\\|')}**`);
    }
    rows.push(`| ${probe.finding} | ${cells.join(' | ')} |`);
  }
} finally {
  await stack.stop();
}
writeFileSync('tmp/security-report.md', `${rows.join('\n')}\n`);
console.log(`\n${rows.join('\n')}\n\nsecurity: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
