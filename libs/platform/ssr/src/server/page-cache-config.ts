import { ResponseCache } from '@carweb/api-http';
import { PageCache } from './page-cache';

/** A page is served from memory for 30 s, then once more while it renders again, for at most 30 s more. */
export const PAGE_CACHE_FRESH_MS = 30_000;
export const PAGE_CACHE_STALE_MS = 30_000;

/**
 * The production page cache (decision 0023): on unless `PAGE_CACHE=off`. A vehicle change is visible on its pages
 * within PAGE_CACHE_FRESH_MS + PAGE_CACHE_STALE_MS at the latest, at once with the purge hook.
 */
export function pageCacheFromEnv(env: NodeJS.ProcessEnv): PageCache | undefined {
  if (env['PAGE_CACHE'] === 'off') return undefined;
  return new PageCache({
    freshMs: Number(env['PAGE_CACHE_FRESH_MS'] ?? PAGE_CACHE_FRESH_MS),
    staleMs: Number(env['PAGE_CACHE_STALE_MS'] ?? PAGE_CACHE_STALE_MS),
    maxEntries: Number(env['PAGE_CACHE_MAX_ENTRIES'] ?? 2_000),
    maxBytes: Number(env['PAGE_CACHE_MAX_MB'] ?? 256) * 1024 * 1024,
  });
}

/** The shared cache of slow-changing backend answers: on unless `BACKEND_CACHE=off`; an outage is bridged for an hour. */
export function responseCacheFromEnv(env: NodeJS.ProcessEnv): ResponseCache | undefined {
  if (env['BACKEND_CACHE'] === 'off') return undefined;
  return new ResponseCache({ maxEntries: 10_000, maxStaleOnOutageMs: 3_600_000 });
}
