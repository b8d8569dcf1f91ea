// The faults of the matrix, each applied to one backend service alone. The brand server runs with a short time
// budget per call so that "slower than the budget" costs the run little time.
import type { BackendService } from '@carweb/api-http';

/** BACKEND_TIMEOUT_MS of the brand server under test */
export const BACKEND_TIMEOUT_MS = 600;
/** the sandbox's delay of the slow fault: beyond the budget */
export const LATENCY_MS = 1_000;
/**
 * A page calls the dealer, then its page data together (decision 0023's latency figures): under a fault it answers
 * within two budgets; the slack covers the render on a busy 2-core machine. sitemap.xml calls the services per dealer
 * in batches and has only the hang bound.
 */
export const PAGE_BOUND_MS = 2 * BACKEND_TIMEOUT_MS + 1_000;
/** no answer after this long: the request hangs */
export const HANG_MS = 10_000;
/** nothing listens there: the connection is refused */
export const REFUSED_URL = 'http://127.0.0.1:1';

export interface Fault {
  id: 'error' | 'malformed' | 'latency' | 'refused';
  /** the column's title */
  title: string;
  /** the sandbox's fault spec for the service; absent: the brand server starts with the service's address refused */
  sandboxSpec?: (service: BackendService) => string;
}

export const FAULTS: readonly Fault[] = [
  { id: 'error', title: '503', sandboxSpec: (service) => `${service}:error=1` },
  { id: 'malformed', title: 'bad json', sandboxSpec: (service) => `${service}:malformed=1` },
  { id: 'latency', title: `> ${BACKEND_TIMEOUT_MS} ms`, sandboxSpec: (service) => `${service}:latency=${LATENCY_MS}` },
  { id: 'refused', title: 'refused' },
];
