import { lazy, Suspense, useState } from 'react';
import { useComparison, useFavourites } from '@carweb/vehicle-market-data-access-watchlist';

const WatchlistBarButtons = lazy(() => import('./WatchlistBarButtons'));

/**
 * Sticky buttons for the watch list and the comparison; they appear once the visitor marked a vehicle
 * (the browser's storage, after hydration), and only then their code loads. Once shown they stay mounted:
 * an open dialog stays open when its last vehicle is removed.
 */
export function WatchlistBar() {
  const marked = useFavourites().length + useComparison().length > 0;
  const [shown, setShown] = useState(false);
  if (marked && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <WatchlistBarButtons />
    </Suspense>
  ) : null;
}
