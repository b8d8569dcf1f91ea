import { describe, expect, it, vi } from 'vitest';
import { HttpClientError } from './http-client';
import { cachePolicyFor, isSharedAnswer, ResponseCache } from './response-cache';

function cacheAt() {
  const clock = { now: 0 };
  const cache = new ResponseCache({ maxEntries: 10, maxStaleOnOutageMs: 3_600_000, now: () => clock.now });
  return { cache, clock };
}
const policy = { ttlMs: 1_000 };
const outage = () => Promise.reject(new HttpClientError(503, 'Service Unavailable'));

describe('the shared cache of slow-changing backend answers', () => {
  it('covers dealer, homepage, footnotes, SEO texts, search criteria and content, not vehicles, leads or payments', () => {
    expect(cachePolicyFor('dealer', 'dealer-slug/auto-zentrum-zuerich')?.ttlMs).toBe(300_000);
    expect(cachePolicyFor('dealer', '100/dealer/homepage')).toBeDefined();
    expect(cachePolicyFor('base', 'footnotes')?.ttlMs).toBe(3_600_000);
    expect(cachePolicyFor('base', 'seo')).toBeDefined();
    expect(cachePolicyFor('core', 'de/kia/ch/b2c/search-criteria')?.ttlMs).toBe(60_000);
    expect(cachePolicyFor('content', 'page-builder/service-page/abc')?.ttlMs).toBe(3_600_000);
    expect(cachePolicyFor('core', 'de/kia/ch/b2c/list')).toBeUndefined();
    expect(cachePolicyFor('core', 'de/kia/ch/b2c/detail/100006')).toBeUndefined();
    expect(cachePolicyFor('base', 'internal-ip')).toBeUndefined();
    expect(cachePolicyFor('payment', 'payment-status/x')).toBeUndefined();
  });

  it('calls once for every visitor while fresh, and once for callers arriving together', async () => {
    const { cache } = cacheAt();
    const load = vi.fn(async () => ({ dealerId: 100 }));
    const [a, b] = await Promise.all([cache.get('u', policy, load), cache.get('u', policy, load)]);
    expect(a).toEqual({ dealerId: 100 });
    expect(b).toBe(a);
    await cache.get('u', policy, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once while one call refreshes it', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('u', policy, async () => 'old');
    clock.now = 1_500;
    let finish: (value: string) => void = () => undefined;
    const refresh = new Promise<string>((resolve) => (finish = resolve));
    expect(await cache.get('u', policy, () => refresh)).toBe('old');
    finish('new');
    await refresh;
    await Promise.resolve();
    expect(await cache.get('u', policy, outage)).toBe('new');
  });

  it('a failed refresh of a stale answer: an outage keeps it, an absence removes it', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('u', policy, async () => 'stale');
    clock.now = 1_500;
    expect(await cache.get('u', policy, outage)).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('u', policy, () => Promise.reject(new HttpClientError(404, 'Not Found')))).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(cache.get('u', policy, () => Promise.reject(new HttpClientError(404, 'Not Found')))).rejects.toThrow('404');
  });

  it('bridges an outage with an older answer up to the bounded age; an absence is never bridged', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('u', policy, async () => 'kept');
    clock.now = 10_000;
    expect(await cache.get('u', policy, outage)).toBe('kept');
    await expect(cache.get('u', policy, () => Promise.reject(new HttpClientError(404, 'Not Found')))).rejects.toThrow('404');
    clock.now = 3_700_000;
    await expect(cache.get('u', policy, outage)).rejects.toThrow('503');
  });

  it('never stores a failure', async () => {
    const { cache } = cacheAt();
    await expect(cache.get('u', policy, outage)).rejects.toThrow();
    expect(await cache.get('u', policy, async () => 'later')).toBe('later');
  });

  it('marks what it stores as a shared answer; an answer it did not store is none', async () => {
    const { cache } = cacheAt();
    const answer = await cache.get('shared', policy, async () => ({ dealerId: 100 }));
    expect(isSharedAnswer(answer)).toBe(true);
    expect(isSharedAnswer({ dealerId: 100 })).toBe(false);
    expect(isSharedAnswer(null)).toBe(false);
    expect(isSharedAnswer('text')).toBe(false);
  });
});
