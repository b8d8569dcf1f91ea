import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TRACKING_POLL_MS } from './call-tracking';
import { announceConsent } from './consent/consent-state';

const loadScript = vi.fn(async (_src: string) => undefined);
vi.mock('./load-script', () => ({ loadScript }));

const SCRIPT = 'http://127.0.0.1:4302/tags/call-tracking.js';

/** a fresh module per test: the script's readiness is kept per page */
async function client() {
  vi.resetModules();
  return import('./call-tracking-client');
}

describe('call tracking in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.carwebConsent;
    delete window.carwebCallTracking;
    loadScript.mockClear();
  });

  it('loads nothing before the visitor allows analytics', async () => {
    const { trackedPhone } = await client();
    const abort = new AbortController();
    const number = trackedPhone(SCRIPT, '+41 44 123 45 67', abort.signal);
    announceConsent({ analytics: false, marketing: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadScript).not.toHaveBeenCalled();
    abort.abort(new Error('left the page'));
    await expect(number).rejects.toThrow('left the page');
  });

  it('after consent: one script and one poll for every number shown, the tracked number once ready', async () => {
    vi.useFakeTimers();
    const { trackedPhone } = await client();
    let ready = false;
    const isReady = vi.fn(() => ready);
    window.carwebCallTracking = { isReady, trackedNumber: (phone) => (phone === '+41 44 123 45 67' ? '+41 44 512 00 01' : undefined) };
    announceConsent({ analytics: true, marketing: false });
    const signal = new AbortController().signal;
    const ribbon = trackedPhone(SCRIPT, '+41 44 123 45 67', signal);
    const footer = trackedPhone(SCRIPT, '+41 44 123 45 67', signal);
    const other = trackedPhone(SCRIPT, '+41 31 000 00 00', signal);
    await vi.advanceTimersByTimeAsync(CALL_TRACKING_POLL_MS * 2);
    ready = true;
    await vi.advanceTimersByTimeAsync(CALL_TRACKING_POLL_MS);
    expect(await ribbon).toBe('+41 44 512 00 01');
    expect(await footer).toBe('+41 44 512 00 01');
    expect(await other).toBeUndefined();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(isReady).toHaveBeenCalledTimes(4);
  });

  it('a script that fails to load keeps the dealer number', async () => {
    const { trackedPhone } = await client();
    loadScript.mockRejectedValueOnce(new Error('blocked'));
    announceConsent({ analytics: true, marketing: false });
    await expect(trackedPhone(SCRIPT, '+41 44 123 45 67', new AbortController().signal)).rejects.toThrow('blocked');
  });
});
