import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiContext } from '@carweb/api-http';

const ClientPreviewNotice = lazy(() => import('./PreviewNoticeView'));

/**
 * The editor's preview notice, only in a verified preview session (the server told the page, decision 0038). Shown
 * once hydrated, from a chunk of its own: no visitor's page carries its code.
 */
export function PreviewNotice() {
  const preview = Boolean(useApiContext().contentPreview);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return preview && hydrated ? (
    <Suspense fallback={null}>
      <ClientPreviewNotice />
    </Suspense>
  ) : null;
}
