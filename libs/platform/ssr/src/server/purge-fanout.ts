import { vehicleKey } from './surrogate-keys';

/** A relayed purge is not relayed again (every replica lists all of them, itself too). */
export const RELAYED_HEADER = 'x-purge-relayed';
const FORWARD_TIMEOUT_MS = 2_000;

export interface PurgeFanout {
  /** the origins of every replica's purge hook (`PURGE_REPLICAS`, comma-separated) */
  replicas: string[];
  /** the edge cache's origin (`PURGE_EDGE_URL`): a `PURGE` with `xkey-purge` there (tools/edge/edge.vcl) */
  edge: string | null;
}

export type PurgeRequest = { vehicleIds: number[] } | { all: true };

export interface ForwardResult {
  target: string;
  status?: number;
  error?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export function purgeFanoutFromEnv(env: Record<string, string | undefined>): PurgeFanout {
  return { replicas: list(env['PURGE_REPLICAS']), edge: list(env['PURGE_EDGE_URL'])[0] ?? null };
}

async function forward(target: string, init: RequestInit, fetcher: typeof fetch): Promise<ForwardResult> {
  try {
    const response = await fetcher(target, { ...init, signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { target, status: response.status };
  } catch (error) {
    return { target, error: (error as Error).message };
  }
}

/**
 * One authenticated purge reaches every cache (decision 0045): the other replicas' page caches (the same request, marked as
 * relayed, with the caller's Authorization) and the edge (`PURGE` by surrogate key, or a ban of everything). Waits for
 * all of them, each within 2 s, and reports what each answered.
 */
export async function fanOutPurge(
  purge: PurgeRequest,
  fanout: PurgeFanout,
  authorization: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<{ replicas: ForwardResult[]; edge: ForwardResult | null }> {
  const auth: Record<string, string> = authorization ? { authorization } : {};
  const replicas = fanout.replicas.map((origin) =>
    forward(
      `${origin}/internal/page-cache/purge`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', [RELAYED_HEADER]: '1', ...auth },
        body: JSON.stringify(purge),
      },
      fetcher,
    ),
  );
  const edgeHeaders: Record<string, string> =
    'all' in purge ? { 'x-purge-all': '1' } : { 'xkey-purge': purge.vehicleIds.map(vehicleKey).join(' ') };
  const edge = fanout.edge ? forward(`${fanout.edge}/`, { method: 'PURGE', headers: { ...edgeHeaders, ...auth } }, fetcher) : null;
  return { replicas: await Promise.all(replicas), edge: edge ? await edge : null };
}
