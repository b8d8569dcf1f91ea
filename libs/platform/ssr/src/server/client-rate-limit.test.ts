// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ClientRateLimit, clientKeyOf, TokenBucket } from './client-rate-limit';

describe('rate limits', () => {
  it('a token bucket gives its capacity at once and refills over time', () => {
    const bucket = new TokenBucket(2, 1_000, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, false]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(5_000)).toBe(true);
    expect(bucket.take(5_000)).toBe(true);
    expect(bucket.take(5_000)).toBe(false);
  });

  it('per client, in a bounded map that forgets the client heard from longest ago', () => {
    const limit = new ClientRateLimit({ capacity: 1, perMs: 60_000, maxClients: 2 });
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('a', 1)).toBe(false);
    expect(limit.take('b', 2)).toBe(true);
    expect(limit.take('a', 3)).toBe(false); // a heard from again: b is now the oldest
    expect(limit.take('c', 4)).toBe(true); // b forgotten
    expect(limit.size).toBe(2);
    expect(limit.take('a', 5)).toBe(false);
    expect(limit.take('b', 6)).toBe(true);
  });

  it('tells a refused client how long until its next token, and a client it does not know that it may go on', () => {
    const limit = new ClientRateLimit({ capacity: 10, perMs: 60_000, maxClients: 10 });
    expect(limit.msUntilToken('a', 0)).toBe(0);
    for (let i = 0; i < 10; i++) expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('a', 0)).toBe(false);
    expect(limit.msUntilToken('a', 0)).toBe(6_000);
    expect(limit.msUntilToken('a', 4_000)).toBe(2_000);
    expect(limit.msUntilToken('a', 6_000)).toBe(0);
    expect(limit.take('a', 6_000)).toBe(true);
    expect(limit.take('a', 6_000)).toBe(false);
  });

  it('an IPv6 client is its /64; IPv4 (also mapped) as it is', () => {
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf(undefined)).toBe('unknown');
  });
});
