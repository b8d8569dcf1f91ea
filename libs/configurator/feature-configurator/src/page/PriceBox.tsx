import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { configurationPrice } from '../configuration/configuration-price';
import type { Configuration } from '../configuration/configuration-url';
import { messages } from '../messages';
import styles from './configurator.module.css';

export interface PriceBoxProps {
  configuration: Configuration;
  /** the leasing rate and its inputs */
  children?: ReactNode;
}

/**
 * The configuration's price, summed from the model data at once (decision 0035), with its parts; a status region
 * announces the new price after a choice (a live region's first content is not read, only its changes).
 */
export function PriceBox({ configuration, children }: PriceBoxProps) {
  const intl = useIntl();
  const id = useId();
  const locale = languageOf(intl.locale);
  const price = configurationPrice(configuration);
  // SPEC §5 formats non-zero amounts only: a part that costs nothing reads as a dash
  const chf = (value: number) => formatPrice(value, locale) || '–';
  return (
    <section className={styles['priceBox']} aria-labelledby={id}>
      <h2 id={id} className={styles['priceTitle']}>
        {intl.formatMessage(messages.totalPrice)}
      </h2>
      <p className={styles['total']} data-testid="configuration-price">
        {chf(price.total)}
      </p>
      <VisuallyHidden as="p" role="status">
        {intl.formatMessage(messages.priceAnnouncement, { price: chf(price.total) })}
      </VisuallyHidden>
      <dl className={styles['priceParts']}>
        <div>
          <dt>{intl.formatMessage(messages.basePrice)}</dt>
          <dd>{chf(price.base)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.colorPrice)}</dt>
          <dd>{chf(price.color)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.equipmentPrice)}</dt>
          <dd>{chf(price.equipment)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
