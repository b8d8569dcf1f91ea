import { lazy, Suspense } from 'react';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { needsConsent } from '../tracking-config';
import { bannerAsks, CONSENT_ASK_SCRIPT } from './consent-banner-state';

/**
 * The banner's code loads only where it asks: on the server (which renders it into every page), and in a browser whose
 * inline script asked. Elsewhere (a returning visitor, most page views) its server HTML stays hidden and is never
 * hydrated: the Suspense boundary waits for a chunk that is not fetched.
 */
const BannerWhereAsked = lazy(() =>
  typeof document === 'undefined' || bannerAsks(document) ? import('./ConsentBannerView') : new Promise<never>(() => undefined),
);

/**
 * The embedded consent manager's first question, in the server's HTML (decision 0041): it paints with the page and
 * shows only where the inline script asks (no stored choice, not the editing frame). vanilla-cookieconsent loads when
 * the visitor answers. Not rendered where nothing needs consent, where the network's own manager asks, or in a
 * verified preview.
 */
export function ConsentBanner() {
  const { tracking } = useBrand();
  const api = useApiContext();
  if (!needsConsent(tracking) || tracking.consentScriptUrl || api.contentPreview) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />
      <Suspense fallback={null}>
        <BannerWhereAsked />
      </Suspense>
    </>
  );
}
