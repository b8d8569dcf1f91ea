import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Section } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { marketFilterSearch } from '@carweb/vehicle-market-util-search-state';
import { useMarketApi, useMarketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { entryPointsQuery, type EntryPointFilter } from '../market-home-queries';
import styles from './MarketHomePage.module.css';

const TITLES = { body: messages.byBody, fuel: messages.byFuel } as const;

/**
 * Into the list by body type and by fuel (`body[]=…`, `fuel[]=…`), each with its vehicle count from the search
 * criteria. Optional: a filter without values, or failed criteria, leaves its section out.
 */
export function EntryPoints({ filter }: { filter: EntryPointFilter }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const links = useMarketLinks();
  const values = useQuery(entryPointsQuery(useMarketApi())).data?.[filter] ?? [];
  if (values.length === 0) return null;
  return (
    <Section id={`by-${filter}`} title={intl.formatMessage(TITLES[filter])}>
      <ul className={styles['entryPoints']}>
        {values.map((value) => (
          <li key={value.id}>
            <Link className={styles['entryPoint']} to={links.list(marketFilterSearch({ [filter]: [value.id] }))}>
              <span className={styles['entryName']}>{value.name}</span>
              {value.count !== undefined && (
                <span className={styles['entryCount']}>
                  {intl.formatMessage(messages.vehicleCount, { count: value.count, formatted: formatNumber(value.count, locale) })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
