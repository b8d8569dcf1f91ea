import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { messages } from '../messages';
import styles from './DealerLayout.module.css';

/** The frame of every dealer page: header with the dealer's name, main content, footer with contact. */
export function DealerLayout() {
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const href = useDealerHref();
  const intl = useIntl();
  return (
    <>
      <a className={styles['skipLink']} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className={styles['header']}>
        <div className={styles['headerInner']}>
          <Link className={styles['brand']} to={href()}>
            {dealer.name}
          </Link>
          <nav className={styles['nav']} aria-label={intl.formatMessage(messages.mainNavigation)}>
            <ul>
              <li>
                <Link to={href()}>{intl.formatMessage(messages.home)}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles['footer']}>
        <div className={styles['footerInner']}>
          <address>
            <strong>{dealer.name}</strong>
            <br />
            {dealer.street}, {dealer.zip} {dealer.city}
            <br />
            <a href={`tel:${dealer.phone.replace(/\s/g, '')}`}>{dealer.phone}</a> ·{' '}
            <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </address>
          <p>
            <FormattedMessage {...messages.copyright} values={{ year: new Date().getFullYear(), dealerName: dealer.name }} />
          </p>
        </div>
      </footer>
    </>
  );
}
