import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBrand } from '@carweb/platform-routing';
import { useClientModule } from './client-adapters';
import { analyticsAllowed, CONSENT_EVENT } from './consent/consent-manager';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_EVENT, onChange);
};

/**
 * The dealer phone, replaced by the call-tracking number once the visitor allowed analytics and the script is ready
 * (browser only; no call-tracking code loads before the consent, decision 0041).
 */
export function useTrackedPhone(phone: string): string {
  const brand = useBrand();
  const scriptUrl = brand.tracking.callTrackingScriptUrl;
  const allowed = useSyncExternalStore(subscribe, analyticsAllowed, () => false);
  const client = useClientModule(() => import('./call-tracking-client'), brand.features.callTracking && !!scriptUrl && allowed);
  const [tracked, setTracked] = useState<{ phone: string; number: string } | null>(null);
  useEffect(() => {
    if (!client || !scriptUrl) return;
    const abort = new AbortController();
    client
      .trackedPhone(scriptUrl, phone, abort.signal)
      .then((number) => number && setTracked({ phone, number }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [client, scriptUrl, phone]);
  return tracked?.phone === phone ? tracked.number : phone;
}
