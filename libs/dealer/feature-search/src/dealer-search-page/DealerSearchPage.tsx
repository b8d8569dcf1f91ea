import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MinimalDealer } from '@carweb/api-contracts';
import { useMinimalDealerList } from '@carweb/api-dealer';
import { dealerBasePath, useBrand } from '@carweb/platform-routing';
import { Section } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { filterDealers } from './filter-dealers';
import styles from './DealerSearchPage.module.css';

const TYPE_LABEL = { sales: messages.typeSales, sales_service: messages.typeSalesService, service: messages.typeService };

/** Dealer search (page type dealerSearchPage): the list with a place/name filter; `/` redirects here. */
export function DealerSearchPage() {
  const intl = useIntl();
  const brand = useBrand();
  const { data: dealers } = useMinimalDealerList('all');
  const [term, setTerm] = useState('');
  const shown = filterDealers(dealers, term);
  const hrefOf = (dealer: MinimalDealer) =>
    dealerBasePath({ brand, locale: languageOf(intl.locale), dealerSlug: dealer.slug, includeLocale: true });
  return (
    <>
      <title>{`${intl.formatMessage(messages.title)} – ${brand.displayName}`}</title>
      <meta name="description" content={intl.formatMessage(messages.metaDescription, { brand: brand.displayName })} />
      <div className={styles['header']}>
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        <label className={styles['filter']}>
          {intl.formatMessage(messages.filterLabel)}
          <input type="search" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
        </label>
        <p role="status">{intl.formatMessage(messages.results, { count: shown.length })}</p>
      </div>
      <Section>
        {shown.length === 0 ? (
          <p>{intl.formatMessage(messages.noResults)}</p>
        ) : (
          <ul className={styles['list']}>
            {shown.map((dealer) => (
              <li key={dealer.dealerId} className={styles['dealer']}>
                <h2>
                  <Link to={hrefOf(dealer)}>{dealer.name}</Link>
                </h2>
                <address>
                  {dealer.street}
                  <br />
                  {dealer.zip} {dealer.city}
                </address>
                <p>{intl.formatMessage(TYPE_LABEL[dealer.type])}</p>
                <a href={`tel:${dealer.phone.replace(/\s/g, '')}`}>{dealer.phone}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
