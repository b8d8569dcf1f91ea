import type { BackendService } from './backend-addresses';
import { classifyFailure } from './backend-failure';

/** How long a kind of answer is reused: fresh, then served stale while one call refreshes it. */
export interface CachePolicy {
  ttlMs: number;
}

/** Slow-changing GET answers the server shares across requests (SPEC §7: content 3600 s). */
const POLICIES: { service: BackendService; path: RegExp; ttlMs: number }[] = [
  { service: 'base', path: /^(footnotes|seo)$/, ttlMs: 3_600_000 },
  { service: 'content', path: /^(api\/v3\/content|page-builder)\//, ttlMs: 3_600_000 },
  { service: 'model', path: /^(brand-world(\/models|\/page\/.+)?|model\/model-page\/.+)$/, ttlMs: 3_600_000 },
  {
    service: 'dealer',
    path: /^(dealer-slug\/.+|dealer-list(\/min)?|\d+\/dealer\/(homepage|news|promotions|service-list|service-page|sub-dealers\/.+))$/,
    ttlMs: 300_000,
  },
  { service: 'core', path: /\/search-criteria$/, ttlMs: 60_000 },
];

/** The answers the cache holds: shared by every visitor and never changed (what is derived from one alone can be kept with it). */
const sharedAnswers = new WeakSet<object>();

/** Whether a value is an answer of the shared cache, the same object for every request while it is fresh (decision 0033). */
export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && sharedAnswers.has(value);
}

export function cachePolicyFor(service: BackendService, path: string): CachePolicy | undefined {
  const policy = POLICIES.find((entry) => entry.service === service && entry.path.test(path));
  return policy && { ttlMs: policy.ttlMs };
}

interface Entry {
  value: unknown;
  storedAt: number;
  ttlMs: number;
}

export interface ResponseCacheOptions {
  /** an answer older than its ttl is served while one call refreshes it, up to twice the ttl */
  maxEntries: number;
  /** during an outage an older answer still serves, up to this age; then the outage shows (503) */
  maxStaleOnOutageMs: number;
  now?: () => number;
}

/**
 * The server's shared cache of slow-changing backend answers (dealer by slug, homepage, footnotes, SEO texts,
 * search criteria, content): one call per URL and ttl for all visitors, parsed once; stale while it
 * revalidates, and stale during an outage within a bounded age (decision 0023). Never in the browser.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: ResponseCacheOptions) {}

  /** Whether (and how long) a GET of this service and path is shared; undefined: never. */
  policyFor(service: BackendService, path: string): CachePolicy | undefined {
    return cachePolicyFor(service, path);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  async get<T>(url: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(url);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age <= entry.ttlMs) return entry.value as T;
    if (entry && age <= entry.ttlMs * 2) {
      // the stale answer serves this caller; an outage keeps it for the next one, an absence removes it
      this.refresh(url, policy, load).catch((error: unknown) => {
        if (classifyFailure(error) === 'absence') this.entries.delete(url);
      });
      return entry.value as T;
    }
    try {
      return await this.refresh(url, policy, load);
    } catch (error) {
      if (entry && age <= this.options.maxStaleOnOutageMs && classifyFailure(error) === 'outage') return entry.value as T;
      throw error;
    }
  }

  /** One call per URL at a time; only an answer is stored, never a failure. */
  private refresh<T>(url: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(url);
    if (running) return running as Promise<T>;
    const call = load().then((value) => {
      if (typeof value === 'object' && value !== null) sharedAnswers.add(value);
      this.entries.delete(url);
      this.entries.set(url, { value, storedAt: this.now(), ttlMs: policy.ttlMs });
      if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      return value;
    });
    this.inFlight.set(url, call);
    const done = () => this.inFlight.delete(url);
    call.then(done, done);
    return call;
  }

  clear() {
    this.entries.clear();
  }
}
