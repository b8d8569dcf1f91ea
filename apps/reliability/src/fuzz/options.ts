// Seeds and counts of the fuzz runs: a fixed seed by default (CI), `--random` for a new one, printed so a
// failure replays with `--seed=<n>`; `--bounded` for npm test, the full counts otherwise.
export interface FuzzOptions {
  seed: number;
  bounded: boolean;
  /** generated paths with query strings */
  paths: number;
  /** generated invalid payloads per API endpoint (JSON through the brand server's proxy) */
  apiPayloads: number;
  /** generated invalid submissions per form page (no-JavaScript POST) */
  pagePayloads: number;
  /** requests in flight at once */
  concurrency: number;
  only: 'paths' | 'leads' | undefined;
}

export const FULL = { paths: 10_000, apiPayloads: 2_000, pagePayloads: 2_000 };
export const BOUNDED = { paths: 2_000, apiPayloads: 100, pagePayloads: 40 };

const flag = (args: string[], name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

export function fuzzOptions(args: string[], env: NodeJS.ProcessEnv = process.env): FuzzOptions {
  const bounded = args.includes('--bounded');
  const random = args.includes('--random');
  const fixed = Number(flag(args, 'seed') ?? env['FUZZ_SEED'] ?? 14);
  const seed = random ? Math.floor(Math.random() * 2 ** 31) : fixed;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, not ${fixed}`);
  const counts = bounded ? BOUNDED : FULL;
  const count = (name: keyof typeof FULL) => Number(flag(args, name) ?? counts[name]);
  const only = flag(args, 'only');
  if (only !== undefined && only !== 'paths' && only !== 'leads') throw new Error('--only=paths or --only=leads');
  return {
    seed,
    bounded,
    paths: count('paths'),
    apiPayloads: count('apiPayloads'),
    pagePayloads: count('pagePayloads'),
    concurrency: Number(flag(args, 'concurrency') ?? 4),
    only,
  };
}
