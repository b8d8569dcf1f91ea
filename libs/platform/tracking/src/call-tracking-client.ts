import { whenCallTrackingReady, type CallTrackingApi } from './call-tracking';
import { analyticsConsent } from './consent/consent-state';
import { loadScript } from './load-script';

/** One script and one poll per page, however many phone numbers it shows; a failed script keeps the dealers' numbers. */
let ready: Promise<CallTrackingApi> | null = null;

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
    promise.then(resolve, reject);
  });
}

/** Browser only: after the visitor's consent, loads the call-tracking script, waits until it is ready, asks for the tracked number. */
export async function trackedPhone(scriptUrl: string, phone: string, signal: AbortSignal): Promise<string | undefined> {
  await analyticsConsent(signal);
  ready ??= loadScript(scriptUrl).then(() => whenCallTrackingReady(() => window.carwebCallTracking));
  const api = await abortable(ready, signal);
  return api.trackedNumber(phone);
}
