/** A rendered page as every anonymous visitor gets it: no cookie, nothing per visitor (decision 0023). */
export interface CachedPage {
  html: string;
  /** the same HTML gzip-compressed once, sent as is to clients that accept gzip */
  gzipped: Buffer;
  /** the page's Content-Security-Policy (its inline scripts by hash) */
  csp: string;
  vehicleIds: ReadonlySet<number>;
  /** the page's keys for an edge cache, sent with every hit (surrogate-keys.ts) */
  surrogateKeys: string;
  /** its route's page type (the metrics' label) */
  pageType?: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** served without asking the backends again */
  freshMs: number;
  /** after that, served once more while a new render replaces it (stale-while-revalidate); then gone */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** How a page's search parameters enter the cache key: its allowed ones, normalized; null = not cacheable. */
export type CacheSearch = (params: URLSearchParams) => string | null;

export type CacheLookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

const sizeOf = (page: CachedPage) => page.html.length + page.gzipped.length;

/**
 * Rendered HTML of GET pages in memory, least recently used first out (entries and bytes bounded). The key is
 * host + path + the page's normalized search; which normalization a path has is learnt from its first render.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly searchRules = new Map<string, CacheSearch | null>();
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The cache key of a URL, once a render of its path said how (undefined: not known yet or not cacheable). */
  keyOf(host: string, url: URL): string | undefined {
    const path = `${host}${url.pathname}`;
    const rule = this.searchRules.get(path);
    const search = rule ? rule(url.searchParams) : null;
    return search === null ? undefined : `${path}${search}`;
  }

  /** Remembers how a path's search enters the key (after its render); bounded like the entries. */
  learn(host: string, url: URL, rule: CacheSearch | null) {
    const path = `${host}${url.pathname}`;
    this.searchRules.delete(path);
    this.searchRules.set(path, rule);
    if (this.searchRules.size > this.options.maxEntries * 4) this.searchRules.delete(this.searchRules.keys().next().value as string);
  }

  get(key: string): CacheLookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age > this.options.freshMs + this.options.staleMs) {
      this.delete(key);
      return undefined;
    }
    // least recently used goes first: a hit moves the entry to the end
    this.entries.delete(key);
    this.entries.set(key, page);
    return { page, state: age <= this.options.freshMs ? 'fresh' : 'stale' };
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>) {
    this.delete(key);
    const stored = { ...page, storedAt: this.now() };
    this.entries.set(key, stored);
    this.bytes += sizeOf(stored);
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** Drops every page that shows one of these vehicles (reserved, sold, changed); returns how many. */
  purgeVehicles(vehicleIds: readonly number[]): number {
    let purged = 0;
    for (const [key, page] of this.entries) {
      if (vehicleIds.some((id) => page.vehicleIds.has(id))) {
        this.delete(key);
        purged += 1;
      }
    }
    return purged;
  }

  /** Empties the cache; returns how many pages it held. */
  clear(): number {
    const entries = this.entries.size;
    this.entries.clear();
    this.bytes = 0;
    return entries;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
  }
}
