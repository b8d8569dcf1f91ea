import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { useBrand, useCurrentPageMatch } from '@carweb/platform-routing';
import { useClientModule } from './client-adapters';

/** Starts tracking in the browser after hydration and pushes a page view on every navigation. */
export function TrackingRoot() {
  const brand = useBrand();
  const api = useApiContext();
  const { pathname } = useLocation();
  const handle = useCurrentPageMatch()?.handle;
  const client = useClientModule(() => import('./start-tracking'));
  useEffect(() => {
    if (client) return client.startTracking(brand.tracking, api);
    // started once per session; a language change keeps the same tracking
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, brand.id]);
  const pageType = handle?.pageType;
  const trackingGroup = handle?.trackingGroup ?? null;
  useEffect(() => {
    if (client && pageType) client.trackPageView({ pageType, trackingGroup, language: api.locale, path: pathname });
  }, [client, pageType, trackingGroup, api.locale, pathname]);
  return null;
}
