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

/** A script that is not ready after a minute will not be: the dealers keep their own numbers. */
export const CALL_TRACKING_MAX_POLLS = 120;

/** Polls until the script's API exists and is ready (rejects after `CALL_TRACKING_MAX_POLLS`). */
export function whenCallTrackingReady(
  read: () => CallTrackingApi | undefined,
  signal?: AbortSignal,
  intervalMs = CALL_TRACKING_POLL_MS,
): Promise<CallTrackingApi> {
  return new Promise((resolve, reject) => {
    let polls = 0;
    const check = () => {
      const api = read();
      polls += 1;
      if (!api?.isReady()) {
        if (polls > CALL_TRACKING_MAX_POLLS) {
          clearInterval(timer);
          reject(new Error('The call-tracking script did not become ready'));
        }
        return false;
      }
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
