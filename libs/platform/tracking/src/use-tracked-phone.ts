import { useEffect, useState } from 'react';
import { useBrand } from '@carweb/platform-routing';
import { useClientModule } from './client-adapters';

/** The dealer phone, replaced by the call-tracking number once the script is ready (browser only). */
export function useTrackedPhone(phone: string): string {
  const brand = useBrand();
  const scriptUrl = brand.tracking.callTrackingScriptUrl;
  const client = useClientModule(() => import('./call-tracking-client'), brand.features.callTracking && !!scriptUrl);
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
