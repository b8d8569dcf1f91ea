import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useComparison, useFavourites } from '@carweb/vehicle-market-data-access-watchlist';
import { messages } from '../messages';
import styles from './watchlist.module.css';

const WatchlistDialog = /* @__PURE__ */ lazy(() => import('./WatchlistDialog'));
const CompareDialog = /* @__PURE__ */ lazy(() => import('./CompareDialog'));

/** The sticky buttons for the watch list and the comparison, and their dialogs (whose code loads on first use). */
export default function WatchlistBarButtons() {
  const intl = useIntl();
  const favourites = useFavourites();
  const compare = useComparison();
  const [open, setOpen] = useState<'watchlist' | 'compare' | null>(null);
  const close = () => setOpen(null);
  if (favourites.length === 0 && compare.length === 0 && !open) return null;
  return (
    <>
      <div className={styles['bar']}>
        {favourites.length > 0 && (
          <button type="button" className={styles['barButton']} aria-haspopup="dialog" onClick={() => setOpen('watchlist')}>
            {intl.formatMessage(messages.watchlistButton, { count: favourites.length })}
          </button>
        )}
        {compare.length > 0 && (
          <button
            type="button"
            className={`${styles['barButton']} ${styles['barButtonPrimary']}`}
            aria-haspopup="dialog"
            onClick={() => setOpen('compare')}
          >
            {intl.formatMessage(messages.compareButton, { count: compare.length })}
          </button>
        )}
      </div>
      {/* outside the bar: the bar lets clicks through to the page (pointer-events: none) */}
      <Suspense fallback={null}>
        {open === 'watchlist' && <WatchlistDialog onClose={close} />}
        {open === 'compare' && <CompareDialog onClose={close} />}
      </Suspense>
    </>
  );
}
