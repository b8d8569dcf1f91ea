import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { dealerPagePath, useOptionalDealerBase } from '@carweb/platform-routing';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './NotFoundPage.module.css';

/**
 * The generic error page (SPEC §8 generic user message), e.g. the 503 of a backend outage: the
 * visitor can load the same page again or go to the dealer home (elsewhere: `homeHref`).
 */
export function GenericErrorMessage({ homeHref = '/' }: { homeHref?: string }) {
  const intl = useIntl();
  const dealer = useOptionalDealerBase();
  const { pathname, search } = useLocation();
  const text = intl.formatMessage(specTexts.genericError);
  return (
    <div className={styles['page']}>
      <title>{text}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p role="alert">{text}</p>
      <p className={styles['actions']}>
        {/* a full load: the visitor asks the server again */}
        <a href={`${pathname}${search}`}>{intl.formatMessage(messages.errorRetry)}</a>
        <Link to={dealer ? dealerPagePath(dealer) : homeHref}>{intl.formatMessage(messages.notFoundBack)}</Link>
      </p>
    </div>
  );
}
