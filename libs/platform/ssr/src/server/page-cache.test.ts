import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';

const page = (html: string, vehicleIds: number[] = []): Omit<CachedPage, 'storedAt'> => ({
  html,
  gzipped: Buffer.from(html),
  csp: "script-src 'self'",
  vehicleIds: new Set(vehicleIds),
  surrogateKeys: vehicleIds.map((id) => `vehicle-${id}`).join(' '),
});

function cacheAt(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  const clock = { now: 0 };
  const cache = new PageCache({ freshMs: 30_000, staleMs: 30_000, maxEntries: 100, maxBytes: 1_000_000, now: () => clock.now, ...options });
  return { cache, clock };
}

const url = (path: string) => new URL(path, 'http://kia.example');
const marketSearch = (params: URLSearchParams) =>
  `?${[...params]
    .filter(([name]) => ['fuel[]', 'sort'].includes(name))
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y))
    .map(([n, v]) => `${n}=${v}`)
    .join('&')}`;

describe('page cache', () => {
  it('knows a key only after a render of the path said how its search enters it', () => {
    const { cache } = cacheAt();
    const list = url('/de/haendler/a/auto-finden?utm_source=x&sort=price&fuel[]=electric');
    expect(cache.keyOf('kia.example', list)).toBeUndefined();
    cache.learn('kia.example', list, marketSearch);
    // allowed parameters only, sorted: the same page for the same filter, whatever else the URL carries
    expect(cache.keyOf('kia.example', list)).toBe('kia.example/de/haendler/a/auto-finden?fuel[]=electric&sort=price');
    expect(cache.keyOf('kia.example', url('/de/haendler/a/auto-finden?fuel[]=electric&sort=price&gclid=1'))).toBe(
      'kia.example/de/haendler/a/auto-finden?fuel[]=electric&sort=price',
    );
    // per host: a preview host has other backends
    expect(cache.keyOf('preview.kia.example', list)).toBeUndefined();
  });

  it('a page without a rule of its own is cached without search parameters only; a personal page never', () => {
    const { cache } = cacheAt();
    const withoutSearch = (params: URLSearchParams) => (params.size === 0 ? '' : null);
    cache.learn('h', url('/de/haendler/a'), withoutSearch);
    expect(cache.keyOf('h', url('/de/haendler/a'))).toBe('h/de/haendler/a');
    expect(cache.keyOf('h', url('/de/haendler/a?x=1'))).toBeUndefined();
    cache.learn('h', url('/de/haendler/a/check-in/abc'), null);
    expect(cache.keyOf('h', url('/de/haendler/a/check-in/abc'))).toBeUndefined();
  });

  it('serves a page fresh, then stale once it is older than the fresh time, then not at all', () => {
    const { cache, clock } = cacheAt();
    cache.set('k', page('<html>1</html>'));
    expect(cache.get('k')?.state).toBe('fresh');
    clock.now = 30_001;
    expect(cache.get('k')?.state).toBe('stale');
    clock.now = 60_001;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('drops the least recently used page beyond its entry and byte bounds', () => {
    const { cache } = cacheAt({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('big', page('x'.repeat(400)));
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('big')).toBeDefined();
  });

  it('purges every page that shows a changed vehicle, and only those', () => {
    const { cache } = cacheAt();
    cache.set('detail', page('d', [100006]));
    cache.set('list', page('l', [100006, 100007]));
    cache.set('other', page('o', [100008]));
    expect(cache.purgeVehicles([100006])).toBe(2);
    expect(cache.get('detail')).toBeUndefined();
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });
});
