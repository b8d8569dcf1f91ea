/** SPEC §4: the site polls the call-tracking script until it is ready; a real provider takes a moment to load its number pool. */
export const DEFAULT_READY_DELAY_MS = 1500;
export const MAX_READY_DELAY_MS = 10_000;

/** `?delay=` in ms, clamped to 0–10,000; missing or not a number → 1500. */
export function readyDelayMs(raw: unknown): number {
  const delay = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (Number.isNaN(delay)) return DEFAULT_READY_DELAY_MS;
  return Math.min(MAX_READY_DELAY_MS, Math.max(0, Math.round(delay)));
}

/** What the script defines on window: the shape libs/platform/tracking's `CallTrackingApi` reads (the sandbox does not import the site). */
export interface CarwebCallTracking {
  isReady(): boolean;
  trackedNumber(phone: string): string | undefined;
}

export interface CallTrackingScriptOptions {
  delayMs: number;
  /** dealer phone (digits only) → tracked number, from `trackedNumbersByPhone` */
  trackedNumbers: Record<string, string>;
}

/**
 * GET /tags/call-tracking.js: defines `window.carwebCallTracking` (`CarwebCallTracking`).
 * Plain ES5 (it runs in the visitor's browser as served). Readiness is measured with the clock, not a timer, so a
 * background tab that throttles timers is not kept waiting longer than the delay.
 */
export function callTrackingScript({ delayMs, trackedNumbers }: CallTrackingScriptOptions): string {
  return String.raw`/* Sandbox call-tracking provider (apps/sandbox-api/src/tags): one tracked number per dealer phone. */
(function (window) {
  'use strict';
  var READY_AT = Date.now() + ${JSON.stringify(delayMs)};
  // dealer phone, digits only → the tracked number shown instead of it
  var TRACKED_NUMBERS = ${JSON.stringify(trackedNumbers)};

  function isReady() {
    return Date.now() >= READY_AT;
  }

  window.carwebCallTracking = {
    isReady: isReady,
    // like a real provider, no number before its pool has loaded; any spelling of a dealer phone finds it
    trackedNumber: function (phone) {
      if (!isReady() || typeof phone !== 'string') return undefined;
      var digits = phone.replace(/\D/g, '');
      return Object.prototype.hasOwnProperty.call(TRACKED_NUMBERS, digits) ? TRACKED_NUMBERS[digits] : undefined;
    },
  };
})(window);
`;
}
