import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import { Button } from '@carweb/shared-ui';
import { LOCATION_PARAM } from '../jobs-search';
import { messages } from '../messages';
import styles from './jobs.module.css';

export interface JobFilterProps {
  /** the places of the open positions */
  places: readonly string[];
  /** the place the page shows ('' for all) */
  chosen: string;
  /** the page's own path: the form is a GET to it */
  action: string;
}

/**
 * The location filter: a GET form (`?location=`), so it works before and without JavaScript; with it the router
 * submits it and the page filters in place, keeping the scroll position.
 */
export function JobFilter({ places, chosen, action }: JobFilterProps) {
  const intl = useIntl();
  const selectId = useId();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={intl.formatMessage(messages.filterName)}
      className={styles['filter']}
      preventScrollReset
    >
      <div className={styles['field']}>
        <label htmlFor={selectId}>{intl.formatMessage(messages.place)}</label>
        {/* keyed by the choice: a link that changes the place (show all) resets the select */}
        <select key={chosen} id={selectId} name={LOCATION_PARAM} defaultValue={chosen} className={styles['select']}>
          <option value="">{intl.formatMessage(messages.allPlaces)}</option>
          {places.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{intl.formatMessage(messages.filterSubmit)}</Button>
    </Form>
  );
}
