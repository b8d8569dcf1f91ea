import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DealerListEntry } from '@carweb/api-contracts';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import type { DealerSearchOutcome } from '../search/dealer-search';
import { DealerCard } from './DealerCard';
import styles from './DealerSearchPage.module.css';

export interface DealerResultsProps {
  outcome: DealerSearchOutcome<DealerListEntry>;
  /** a new search is loading: the old results stay until it is there */
  busy: boolean;
  hrefOf: (dealer: DealerListEntry) => string;
  selectedId: number | null;
  /** while the map is there: show a dealer on it */
  onShowOnMap?: (dealerId: number) => void;
  /** the search without filters, offered when nothing was found */
  showAllHref?: string;
  now?: Date;
}

/** The results list, the page's primary content: count and order announced, nearest first when a place is known. */
export function DealerResults({ outcome, busy, hrefOf, selectedId, onShowOnMap, showAllHref, now }: DealerResultsProps) {
  const intl = useIntl();
  const { hits, place } = outcome;
  const order = place ? intl.formatMessage(messages.sortedByDistance, { place: place.label }) : intl.formatMessage(messages.sortedByName);
  return (
    <section className={styles['results']} aria-labelledby="dealer-results-title" aria-busy={busy}>
      <h2 id="dealer-results-title" className={visuallyHiddenClass}>
        {intl.formatMessage(messages.resultsHeading)}
      </h2>
      <p role="status" className={styles['status']}>
        {busy ? intl.formatMessage(messages.searching) : `${intl.formatMessage(messages.results, { count: hits.length })}, ${order}`}
      </p>
      {hits.length === 0 ? (
        <div className={styles['empty']}>
          <p>{intl.formatMessage(specTexts.noResults)}</p>
          {showAllHref && <Link to={showAllHref}>{intl.formatMessage(messages.showAll)}</Link>}
        </div>
      ) : (
        <ol className={styles['list']}>
          {hits.map(({ dealer, distanceKm }) => (
            <DealerCard
              key={dealer.dealerId}
              dealer={dealer}
              distanceKm={distanceKm}
              href={hrefOf(dealer)}
              selected={dealer.dealerId === selectedId}
              onShowOnMap={onShowOnMap && (() => onShowOnMap(dealer.dealerId))}
              now={now}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
