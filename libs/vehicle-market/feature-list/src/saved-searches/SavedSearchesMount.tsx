import { lazy, Suspense } from 'react';

/**
 * What the list page imports lazily (decision 0050): this small module only, so the page's dynamic import lists one
 * chunk, not the panel's shared chunks; the panel's code loads when this renders, after hydration.
 */
const SavedSearches = lazy(() => import('./SavedSearches'));

export default function SavedSearchesMount() {
  return (
    <Suspense>
      <SavedSearches />
    </Suspense>
  );
}
