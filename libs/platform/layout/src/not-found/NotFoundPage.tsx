import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import styles from './NotFoundPage.module.css';

/** SPEC §8: '404' with 'Die von Ihnen angeforderte Seite existiert leider nicht.'; never indexed. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.notFoundTitle);
  return (
    <div className={styles['page']}>
      <title>{`${title} – ${intl.formatMessage(messages.notFoundText)}`}</title>
      <h1 className={styles['code']}>{title}</h1>
      <p>{intl.formatMessage(messages.notFoundText)}</p>
      <Link to={homeHref}>{intl.formatMessage(messages.notFoundBack)}</Link>
    </div>
  );
}

/** The generic error page (SPEC §8 generic user message). */
export function GenericErrorMessage() {
  const intl = useIntl();
  return (
    <div className={styles['page']} role="alert">
      <meta name="robots" content="noindex, nofollow" />
      <p>{intl.formatMessage(messages.genericError)}</p>
    </div>
  );
}
