import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DealerServiceFilter } from '@carweb/api-contracts';
import { Button } from '@carweb/shared-ui';
import { messages } from '../messages';
import { DEALER_SERVICE_FILTERS, PARAM } from '../search/dealer-search-params';
import styles from './DealerSearchPage.module.css';

const SERVICE_LABEL = {
  all: messages.serviceAll,
  tradein: messages.serviceTradein,
  onlinesales: messages.serviceOnlinesales,
  testdrive: messages.serviceTestdrive,
};

export interface DealerSearchFormProps {
  /** the page's own path: without JavaScript the form is a GET to it */
  action: string;
  place: string;
  onPlaceChange: (place: string) => void;
  service: DealerServiceFilter;
  /** places the box suggests (dealer data, maps predictions) */
  suggestions: string[];
  /** with JavaScript: the search as a navigation */
  onSubmit: (form: HTMLFormElement) => void;
  /** the search without filters, offered when a filter is set */
  showAllHref?: string;
}

/**
 * The filter: a place (postcode, town or name) and the dealer service (SPEC §3). A plain GET form, so it
 * works before and without JavaScript; with it, choosing a service searches at once.
 */
export function DealerSearchForm({ action, place, onPlaceChange, service, suggestions, onSubmit, showAllHref }: DealerSearchFormProps) {
  const intl = useIntl();
  // the radios stay the same elements across searches, so a service chosen by keyboard keeps the focus
  const [chosen, setChosen] = useState(service);
  useEffect(() => setChosen(service), [service]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form className={styles['form']} method="get" action={action} role="search" onSubmit={submit}>
      <div className={styles['place']}>
        <label htmlFor="dealer-search-place">{intl.formatMessage(messages.filterLabel)}</label>
        <p className={styles['hint']} id="dealer-search-place-hint">
          {intl.formatMessage(messages.placeHint)}
        </p>
        <input
          id="dealer-search-place"
          type="search"
          name={PARAM.place}
          value={place}
          onChange={(event) => onPlaceChange(event.target.value)}
          list="dealer-search-places"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="dealer-search-place-hint"
        />
        <datalist id="dealer-search-places">
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      </div>
      <fieldset className={styles['serviceFilter']}>
        <legend>{intl.formatMessage(messages.serviceLegend)}</legend>
        {DEALER_SERVICE_FILTERS.map((value) => (
          <label key={value} className={styles['service']}>
            <input
              type="radio"
              name={PARAM.service}
              value={value}
              checked={value === chosen}
              onChange={(event) => {
                setChosen(value);
                event.currentTarget.form?.requestSubmit();
              }}
            />
            {intl.formatMessage(SERVICE_LABEL[value])}
          </label>
        ))}
      </fieldset>
      <div className={styles['actions']}>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
        {showAllHref && <Link to={showAllHref}>{intl.formatMessage(messages.showAll)}</Link>}
      </div>
    </form>
  );
}
