import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { formatNumber, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { LoadingStatus } from '@carweb/shared-ui';
import { VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import {
  hasMorePages,
  marketFilterSearch,
  nextPage,
  type MarketFilter,
  type VehicleListState,
} from '@carweb/vehicle-market-util-search-state';
import type { VehicleCardData } from '@carweb/api-contracts';
import { LazyFairPriceRating, type PackedFairPrice } from '@carweb/vehicle-market-feature-fair-price';
import { messages } from '../messages';
import styles from './list-page.module.css';

/** Shown only when nothing matches: its code loads then (the server waits for it, like a lazy page). */
const OtherOffers = lazy(() => import('./OtherOffers').then((module) => ({ default: module.OtherOffers })));
/** No or few results (≤ 3) offer a search alert (decision 0049): its code loads then, like OtherOffers. */
const SearchAlertLink = lazy(() => import('./SearchAlertLink').then((module) => ({ default: module.SearchAlertLink })));
const FEW_RESULTS = 3;

/**
 * The first card's image is the list's LCP picture (decision 0043; on a phone the largest paint): loaded at once with high
 * priority and preloaded; the others load lazily.
 */
const PRIORITY_IMAGES = 1;

interface VehicleResultsProps {
  state: VehicleListState;
  vehicles: VehicleCardData[];
  /** the fair-price ratings of the rated (used, demo) vehicles by id: none for the others (decision 0048) */
  ratings?: ReadonlyMap<number, PackedFairPrice>;
  /** the first page could not be loaded at all */
  failed: boolean;
  filter: MarketFilter;
  busy: boolean;
  dealerSlug: string | undefined;
  scope: number[] | null;
}

/** The result grid with "more" (appends the next page), or the spec's no-result / error texts. */
export function VehicleResults({ state, vehicles, ratings, failed, filter, busy, dealerSlug, scope }: VehicleResultsProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = languageOf(intl.locale);
  const searchAlert = (
    <Suspense>
      <SearchAlertLink filter={filter} />
    </Suspense>
  );
  if (state.error || (failed && vehicles.length === 0)) {
    return (
      <div className={styles['message']} role="alert">
        <p>{intl.formatMessage(specTexts.listError)}</p>
      </div>
    );
  }
  if (state.firstFetch) {
    return (
      <LoadingStatus
        className={styles['message']}
        loading={intl.formatMessage(messages.loadingList)}
        unavailable={intl.formatMessage(specTexts.listError)}
      />
    );
  }
  if (vehicles.length === 0) {
    return (
      <>
        <div className={styles['message']}>
          <p>{intl.formatMessage(specTexts.noResults)}</p>
          {searchAlert}
        </div>
        <OtherOffers dealerSlug={dealerSlug} scope={scope} />
      </>
    );
  }
  const more = hasMorePages(state);
  return (
    <section aria-label={intl.formatMessage(messages.results)}>
      <ul className={styles['grid']}>
        {vehicles.map((vehicle, index) => {
          const rating = ratings?.get(vehicle.id);
          return (
            <li key={vehicle.id}>
              <VehicleTile
                vehicle={vehicle}
                priority={index < PRIORITY_IMAGES}
                headingLevel={2}
                rating={rating && <LazyFairPriceRating rating={rating} currency={vehicle.currency} />}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles['more']}>
        <p className={styles['shown']}>
          {intl.formatMessage(messages.shownOf, {
            shown: formatNumber(vehicles.length, locale),
            total: formatNumber(state.vehicleCount, locale),
          })}
        </p>
        {state.vehicleCount <= FEW_RESULTS && searchAlert}
        {more && (
          <Link
            className={styles['moreButton']}
            to={{ pathname, search: marketFilterSearch(nextPage({ ...filter, page: state.currentPage })) }}
            replace
            preventScrollReset
            aria-disabled={busy || undefined}
          >
            {busy || state.loading ? intl.formatMessage(messages.moreLoading) : intl.formatMessage(messages.more)}
          </Link>
        )}
      </div>
    </section>
  );
}
