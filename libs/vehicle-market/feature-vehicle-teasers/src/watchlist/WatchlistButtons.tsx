import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useIsCompared, useIsFavourite, watchlistActions, type WatchedVehicle } from '@carweb/vehicle-market-data-access-watchlist';
import { messages } from '../messages';
import styles from './watchlist.module.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CompareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M7 4v16M17 4v16M3 8h8M13 16h8" />
    </svg>
  );
}

/** Watch list (heart) and comparison toggles of one vehicle; pressed state is announced. */
export function WatchlistButtons({ vehicle, showCompare = true }: { vehicle: WatchedVehicle; showCompare?: boolean }) {
  const intl = useIntl();
  const favourite = useIsFavourite(vehicle.id);
  const compared = useIsCompared(vehicle.id);
  const [full, setFull] = useState(false);
  const title = `${vehicle.title} ${vehicle.subtitle}`.trim();
  return (
    <>
      <button
        type="button"
        className={styles['iconButton']}
        aria-pressed={favourite}
        aria-label={intl.formatMessage(favourite ? messages.removeFavourite : messages.addFavourite, { title })}
        onClick={() => void watchlistActions().then((actions) => actions.toggleFavourite(vehicle))}
      >
        <HeartIcon filled={favourite} />
      </button>
      {showCompare && (
        <button
          type="button"
          className={styles['iconButton']}
          aria-pressed={compared}
          aria-label={intl.formatMessage(compared ? messages.removeCompare : messages.addCompare, { title })}
          aria-describedby={full ? `compare-full-${vehicle.id}` : undefined}
          onClick={() => void watchlistActions().then((actions) => setFull(actions.toggleCompare(vehicle) === 'full'))}
        >
          <CompareIcon />
        </button>
      )}
      {full && (
        <span id={`compare-full-${vehicle.id}`} role="status" className={styles['bubble']}>
          {intl.formatMessage(messages.compareFull)}
        </span>
      )}
    </>
  );
}
