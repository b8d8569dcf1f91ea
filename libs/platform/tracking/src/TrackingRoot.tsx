import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { useBrand, useCurrentPageMatch } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { useClientModule } from './client-adapters';
import { privacyUrlOf } from './tracking-config';

/** Starts tracking in the browser after hydration and pushes a page view on every navigation. */
export function TrackingRoot() {
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(useIntl().locale);
  const { pathname } = useLocation();
  const handle = useCurrentPageMatch()?.handle;
  const pageType = handle?.pageType;
  // read when a real-user metric is reported, not when measuring started
  const currentPageType = useRef(pageType);
  const client = useClientModule(() => import('./start-tracking'));
  useEffect(() => {
    const privacyUrl = privacyUrlOf(brand, locale);
    if (client) return client.startTracking({ config: brand.tracking, api, locale, privacyUrl, pageType: () => currentPageType.current });
    // started once per page load; a language change keeps the same tracking (and the consent manager's language)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, brand.id]);
  const trackingGroup = handle?.trackingGroup ?? null;
  useEffect(() => {
    currentPageType.current = pageType;
    if (client && pageType) client.trackPageView({ pageType, trackingGroup, language: api.locale, path: pathname });
  }, [client, pageType, trackingGroup, api.locale, pathname]);
  return null;
}
