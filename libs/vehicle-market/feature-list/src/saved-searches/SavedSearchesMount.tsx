import { lazy, Suspense } from 'react';
import { logEvent } from '@carweb/api-http';
import { CatalogTexts } from '@carweb/shared-ui';
import { savedSearchesCatalog } from './messages';

/**
 * What the list page loads once it is interactive (decision 0050): this small module, which fetches the panel's code
 * and its own texts together. The texts come from their catalog directly, not through the site's completion of
 * missing texts, which would fetch every library's catalog index on the list's first load.
 */
const SavedSearches = lazy(() => import('./SavedSearches'));

// without its texts the panel stays away, as without JavaScript
const textsFailed = (error: unknown) => logEvent('error', 'Saved searches texts failed to load', { err: error });

export default function SavedSearchesMount() {
  return (
    <CatalogTexts catalog={savedSearchesCatalog} onFailure={textsFailed}>
      <Suspense>
        <SavedSearches />
      </Suspense>
    </CatalogTexts>
  );
}
