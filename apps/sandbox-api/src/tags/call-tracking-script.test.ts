import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callTrackingScript, readyDelayMs, type CarwebCallTracking } from './call-tracking-script';
import { fakeBrowser } from './fake-browser';
import { trackedNumberFor, trackedNumbersByPhone } from './tracked-number';

const trackedNumbers = trackedNumbersByPhone([
  { dealerId: 100, phone: '+41 44 123 45 67' },
  { dealerId: 110, phone: '+41 91 960 12 34' },
]);

/** evaluates the script on a page whose clock is vitest's; returns the API it defined */
function loadCallTracking(delayMs: number): CarwebCallTracking {
  const browser = fakeBrowser({ clock: Date });
  browser.run(callTrackingScript({ delayMs, trackedNumbers }));
  return browser.window['carwebCallTracking'] as CarwebCallTracking;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (ms: number) => vi.setSystemTime(new Date(Date.parse('2025-03-01T10:00:00Z') + ms));

describe('the sandbox call-tracking script (GET /tags/call-tracking.js)', () => {
  it('is ready only once the delay has passed since it ran, and hands out no number before', () => {
    const api = loadCallTracking(1500);
    expect(api.isReady()).toBe(false);
    expect(api.trackedNumber('+41 44 123 45 67')).toBeUndefined();
    later(1499);
    expect(api.isReady()).toBe(false);
    later(1500);
    expect(api.isReady()).toBe(true);
  });

  it('is ready at once with delay 0', () => {
    expect(loadCallTracking(0).isReady()).toBe(true);
  });

  it("answers each dealer's phone, in any spelling, with that dealer's tracked number; an unknown phone with undefined", () => {
    const api = loadCallTracking(0);
    expect(api.trackedNumber('+41 44 123 45 67')).toBe(trackedNumberFor(100));
    expect(api.trackedNumber('+41441234567')).toBe(trackedNumberFor(100));
    expect(api.trackedNumber('+41 91 960 12 34')).toBe(trackedNumberFor(110));
    expect(api.trackedNumber('+41 31 000 00 00')).toBeUndefined();
    expect(api.trackedNumber('')).toBeUndefined();
  });

  it('reads ?delay= in ms: default 1500, clamped to 0–10,000', () => {
    expect(readyDelayMs(undefined)).toBe(1500);
    expect(readyDelayMs('')).toBe(1500);
    expect(readyDelayMs('soon')).toBe(1500);
    expect(readyDelayMs(['1', '2'])).toBe(1500);
    expect(readyDelayMs('250')).toBe(250);
    expect(readyDelayMs('-5')).toBe(0);
    expect(readyDelayMs('99999')).toBe(10_000);
  });
});
