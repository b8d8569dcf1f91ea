/**
 * p50/p95 latency of vehicle list calls with typical filter combinations, at 5,000 and 50,000
 * vehicles. The sandbox runs as its own process (as in development) on 127.0.0.1; each sample is one
 * HTTP round trip including JSON and contract parsing on the server. Target: p95 ≤ 10 ms at 50,000.
 * Run: npm run bench:sandbox   (BENCH_SIZES=5000,50000 BENCH_ITERATIONS=200 to change)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SIZES = (process.env['BENCH_SIZES'] ?? '5000,50000').split(',').map(Number);
const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 200);
const MAX_MS_PER_SCENARIO = 5000;
const TARGET_P95_MS = 10;

interface Scenario {
  name: string;
  wholesaler: string;
  path?: string;
  filter: Record<string, unknown>;
  dealerSlug?: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'brand list, first page', wholesaler: 'kia', filter: {} },
  { name: 'brand, price range, price asc', wholesaler: 'kia', filter: { pricefrom: 15000, priceto: 35000, sort: 'price_asc' } },
  { name: 'brand, model + fuel', wholesaler: 'kia', filter: { model: ['106', '105'], fuel: ['hybrid', 'plugin_hybrid'] } },
  { name: 'dealer site (dealerSlug)', wholesaler: 'kia', filter: {}, dealerSlug: 'auto-zentrum-zuerich' },
  { name: 'all makes, first page', wholesaler: 'emilfrey', filter: {} },
  {
    name: 'all makes, used, km, year, price asc',
    wholesaler: 'emilfrey',
    filter: { cond: ['used'], kmto: 80000, yearfrom: 2019, sort: 'price_asc' },
  },
  { name: 'all makes, 50 km around Zürich', wholesaler: 'emilfrey', filter: { lat: 47.3769, lon: 8.5417, radius: 50, sort: 'distance' } },
  { name: 'all makes, page 10, km asc', wholesaler: 'emilfrey', filter: { page: 10, sort: 'km_asc' } },
  {
    name: 'all makes, equipment + tags',
    wholesaler: 'emilfrey',
    filter: { equip: ['navigation', 'parking_camera'], qualitytags: ['warranty'], body: ['suv'] },
  },
  {
    name: 'all makes, make + rate range',
    wholesaler: 'emilfrey',
    filter: { make: 'Toyota', ratefrom: 200, rateto: 500, sort: 'rate_asc' },
  },
  { name: 'count, electric', wholesaler: 'emilfrey', path: 'list/count', filter: { fuel: ['electric'] } },
];

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const START_TIMEOUT_MS = 120_000;

/** Starts `node --import tsx main.ts` on a free port with its own database; resolves with its URL. */
function startServer(size: number, folder: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DB: join(folder, 'bench.db'),
      SEED_VEHICLES: String(size),
      SANDBOX_FAULTS: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => (child.kill(), reject(new Error('sandbox did not start'))), START_TIMEOUT_MS);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveStart({ url: match[1], child });
      }
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(url: string): Promise<{ p50: number; p95: number; max: number; runs: number; matches: number }> {
  let matches = 0;
  for (let i = 0; i < 20; i++) {
    const body = (await (await fetch(url)).json()) as { totalMatches?: number; count?: number };
    matches = body.totalMatches ?? body.count ?? 0;
  }
  const times: number[] = [];
  const started = performance.now();
  while (times.length < ITERATIONS && performance.now() - started < MAX_MS_PER_SCENARIO) {
    const t0 = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], runs: times.length, matches };
}

async function main() {
  const rows: string[][] = [];
  let worst50k = 0;
  for (const size of SIZES) {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
    const seedStarted = performance.now();
    const sandbox = await startServer(size, folder);
    console.log(`sandbox with ${size} vehicles ready in ${Math.round(performance.now() - seedStarted)} ms (seeding included)`);
    const urlOf = (scenario: Scenario) => {
      const query = new URLSearchParams({
        locale: 'de',
        filter: JSON.stringify(scenario.filter),
        ...(scenario.dealerSlug ? { dealerSlug: scenario.dealerSlug } : {}),
      });
      return `${sandbox.url}/core/de/${scenario.wholesaler}/ch/partnerweb/${scenario.path ?? 'list'}?${query}`;
    };
    try {
      // warm-up round over every scenario: JIT, lazily built sort orders, start-up garbage
      for (let round = 0; round < 30; round++) for (const scenario of SCENARIOS) await (await fetch(urlOf(scenario))).arrayBuffer();
      for (const scenario of SCENARIOS) {
        const result = await measure(urlOf(scenario));
        if (size >= 50000) worst50k = Math.max(worst50k, result.p95);
        rows.push([
          String(size),
          scenario.name,
          String(result.matches),
          result.p50.toFixed(2),
          result.p95.toFixed(2),
          result.max.toFixed(2),
          String(result.runs),
        ]);
      }
    } finally {
      await stopServer(sandbox.child);
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const header = ['vehicles', 'scenario', 'matches', 'p50 ms', 'p95 ms', 'max ms', 'runs'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
  if (SIZES.includes(50000))
    console.log(
      `\nworst p95 at 50,000 vehicles: ${worst50k.toFixed(2)} ms (target ≤ ${TARGET_P95_MS} ms: ${worst50k <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
