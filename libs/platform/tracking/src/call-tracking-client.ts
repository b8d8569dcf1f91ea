import { whenCallTrackingReady } from './call-tracking';
import { loadScript } from './load-script';

/** Browser only: loads the call-tracking script, waits until it is ready, asks for the tracked number. */
export async function trackedPhone(scriptUrl: string, phone: string, signal: AbortSignal): Promise<string | undefined> {
  await loadScript(scriptUrl);
  const api = await whenCallTrackingReady(() => window.carwebCallTracking, signal);
  return api.trackedNumber(phone);
}
