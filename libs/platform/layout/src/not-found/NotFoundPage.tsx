import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dealerPagePath, useOptionalDealerBase } from '@carweb/platform-routing';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './NotFoundPage.module.css';

/**
 * SPEC §8: '404' with 'Die von Ihnen angeforderte Seite existiert leider nicht.'; never indexed (route
 * robots). Inside a dealer the way back leads to the dealer home, elsewhere to `homeHref`.
 */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const intl = useIntl();
  const dealer = useOptionalDealerBase();
  const title = intl.formatMessage(specTexts.notFoundTitle);
  const text = intl.formatMessage(specTexts.notFoundText);
  return (
    <div className={styles['page']}>
      <title>{`${title} – ${text}`}</title>
      <h1 className={styles['code']}>{title}</h1>
      <p>{text}</p>
      <Link to={dealer ? dealerPagePath(dealer) : homeHref}>{intl.formatMessage(messages.notFoundBack)}</Link>
    </div>
  );
}
