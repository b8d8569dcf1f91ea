import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActiveModelFilter, BrandConfiguration } from '@carweb/api-contracts';
import {
  isActiveFilter,
  modelFilterGroups,
  modelFilterSearch,
  toggleModelFilter,
  type ModelFilterGroup,
} from '@carweb/shared-util-model-range';
import { messages } from './messages';
import styles from './ModelFilterBar.module.css';

export interface ModelFilterBarProps {
  config: BrandConfiguration;
  active: ActiveModelFilter;
  /** the page's path: every chip is a link to it with the filter it leads to (works without JavaScript) */
  pathname: string;
}

/**
 * The filter groups of the model range's brand configuration as chips (the dealer's model range, the model list).
 * Each chip links to the filter the SPEC §4 rules make of it, so the rule is in the URL and the back button undoes it.
 */
export function ModelFilterBar({ config, active, pathname }: ModelFilterBarProps) {
  const intl = useIntl();
  const groups = modelFilterGroups(config);
  if (groups.length === 0) return null;
  return (
    <section className={styles['filter']} aria-labelledby="model-filter-title">
      <h2 className={styles['filterTitle']} id="model-filter-title">
        {intl.formatMessage(messages.title)}
      </h2>
      {groups.map((group) => (
        <FilterGroup key={group.field} group={group} config={config} active={active} pathname={pathname} />
      ))}
      {active.length > 0 && (
        <p className={styles['resetRow']}>
          <Link className={styles['reset']} to={pathname} preventScrollReset>
            {intl.formatMessage(messages.reset)}
          </Link>
        </p>
      )}
    </section>
  );
}

function FilterGroup({ group, config, active, pathname }: ModelFilterBarProps & { group: ModelFilterGroup }) {
  const intl = useIntl();
  const headingId = `model-filter-${group.field}`;
  // SPEC §4: removing a first-level filter clears all; said before the visitor finds out
  const clearsAll = group.level === 1 && active.some((entry) => entry.level === 1) && active.length > 1;
  return (
    <div className={styles['filterGroup']} role="group" aria-labelledby={headingId}>
      <h3 className={styles['filterGroupTitle']} id={headingId}>
        {intl.formatMessage(messages.group, { field: group.field })}
      </h3>
      {clearsAll && <p className={styles['note']}>{intl.formatMessage(messages.firstLevelNote)}</p>}
      <ul className={styles['chips']}>
        {group.items.map((item) => {
          const entry = { field: group.field, value: item.value, level: group.level };
          const chosen = isActiveFilter(active, entry);
          const next = toggleModelFilter(active, entry);
          const clearsEverything = next.length === 0 && active.length > 1;
          return (
            <li key={item.value}>
              <Link
                className={chosen ? styles['chipActive'] : styles['chip']}
                to={`${pathname}${modelFilterSearch(next, config)}`}
                preventScrollReset
                aria-label={
                  chosen ? `${item.label}, ${intl.formatMessage(clearsEverything ? messages.removeAll : messages.remove)}` : undefined
                }
              >
                {chosen && (
                  <span className={styles['check']} aria-hidden="true">
                    ✓
                  </span>
                )}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
