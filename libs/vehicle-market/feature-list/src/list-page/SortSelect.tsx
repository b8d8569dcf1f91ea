import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SearchCriteriaResponse, VehicleSort } from '@carweb/api-contracts';
import { messages } from '../messages';
import styles from './list-page.module.css';

/** Sort order of the list (applied at once; the page starts again at 1). */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: SearchCriteriaResponse['sorting'];
  value: VehicleSort | undefined;
  onChange: (sort: VehicleSort | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  if (options.length === 0) return null;
  const current = value ?? options.find((option) => option.selected)?.id ?? options[0].id;
  return (
    <div className={styles['sort']}>
      <label htmlFor={id}>{intl.formatMessage(messages.sortBy)}</label>
      <select
        id={id}
        className={styles['select']}
        value={current}
        onChange={(event) => onChange(event.target.value === 'relevance' ? undefined : (event.target.value as VehicleSort))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
