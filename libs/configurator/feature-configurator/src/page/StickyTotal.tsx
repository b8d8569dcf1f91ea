import { useIntl } from 'react-intl';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { configurationPrice } from '../configuration/configuration-price';
import type { Configuration } from '../configuration/configuration-url';
import { messages } from '../messages';
import styles from './configurator.module.css';

/**
 * On a phone the price box comes after the steps: this bar keeps the total in view while the visitor chooses. It is
 * for the eye only — the price box's status region already announces a new price.
 */
export function StickyTotal({ configuration }: { configuration: Configuration }) {
  const intl = useIntl();
  return (
    <p className={styles['stickyTotal']} aria-hidden="true">
      <span>{intl.formatMessage(messages.totalPrice)}</span>
      <strong>{formatPrice(configurationPrice(configuration).total, languageOf(intl.locale))}</strong>
    </p>
  );
}
