/** SPEC §4, §9: the call-tracking script is polled every 500 ms until it is ready. */
export const CALL_TRACKING_POLL_MS = 500;

/** What the call-tracking script offers once loaded (its integration exposes it on window). */
export interface CallTrackingApi {
  isReady(): boolean;
  /** the tracked number that replaces a dealer phone, or undefined when it has none */
  trackedNumber(phone: string): string | undefined;
}

declare global {
  interface Window {
    carwebCallTracking?: CallTrackingApi;
  }
}

/** Polls until the script's API exists and is ready. */
export function whenCallTrackingReady(
  read: () => CallTrackingApi | undefined,
  signal?: AbortSignal,
  intervalMs = CALL_TRACKING_POLL_MS,
): Promise<CallTrackingApi> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const api = read();
      if (!api?.isReady()) return false;
      clearInterval(timer);
      resolve(api);
      return true;
    };
    const timer = setInterval(check, intervalMs);
    signal?.addEventListener('abort', () => {
      clearInterval(timer);
      reject(signal.reason);
    });
    check();
  });
}
