import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { startTracking } from './start-tracking';

function browser() {
  const win = {
    self: {},
    top: {},
    location: { search: '' },
    document: { referrer: '' },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return win as unknown as Window & { dataLayer?: unknown[] };
}

function api() {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ internal: true }), { headers: { 'Content-Type': 'application/json' } }),
  );
  const ctx: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { ctx, fetch };
}

describe('startTracking', () => {
  it('asks for the internal-IP flag for the tag manager and pushes it as 1', async () => {
    const win = browser();
    const { ctx, fetch } = api();
    startTracking({ tagManagerId: 'GTM-TEST' }, ctx, win);
    await vi.waitFor(() => expect(win.dataLayer).toContainEqual({ event: 'internalTraffic', internalTraffic: 1 }));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('internal-ip');
  });

  it('without a tag manager nobody reads the data layer: no internal-IP call', async () => {
    const win = browser();
    const { ctx, fetch } = api();
    startTracking({}, ctx, win);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(win.dataLayer ?? []).toEqual([]);
  });
});
