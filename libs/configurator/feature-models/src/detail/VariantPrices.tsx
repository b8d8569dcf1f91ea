import { useIntl } from 'react-intl';
import { Section } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import type { ModelVariants } from '../model-detail-queries';
import styles from './detail.module.css';

/** The model's variants (trim × engine) with their prices, cheapest first (slimAllVariants). */
export function VariantPrices({ variants }: { variants: ModelVariants['variants'] }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const sorted = [...variants].sort((a, b) => a.price - b.price);
  return (
    <Section id="variants" title={intl.formatMessage(messages.variants)}>
      {sorted.length === 0 ? (
        <p>{intl.formatMessage(messages.noVariants)}</p>
      ) : (
        <ul className={styles['variants']} aria-label={intl.formatMessage(messages.variantCount, { count: sorted.length })}>
          {sorted.map((variant) => (
            <li key={variant.entityId} className={styles['variant']}>
              <span className={styles['variantName']}>{variant.name}</span>
              <span className={styles['variantPrice']}>{formatPrice(variant.price, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
