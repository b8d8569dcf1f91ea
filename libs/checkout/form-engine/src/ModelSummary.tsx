import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Model, SavedConfiguration } from '@carweb/api-contracts';
import { useApiContext } from '@carweb/api-http';
import { configuratorEntitySlimQuery } from '@carweb/api-model';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { ResponsiveImage } from '@carweb/shared-ui';
import { messages } from './messages';
import styles from './model-summary.module.css';

/**
 * The model a form is about, beside the form: picture, name, prices from, and the visitor's configuration when there is
 * one. The model forms and the brochure request show the same (a configurator's saved configuration leads to both).
 */
export function ModelSummary({ model, configuration }: { model: Model; configuration: SavedConfiguration | null }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  // the variant's name is optional: the configuration shows without it
  const variant = useQuery({
    ...configuratorEntitySlimQuery(useApiContext(), configuration?.entityId ?? 0),
    enabled: configuration !== null,
  });
  return (
    <aside className={styles['summary']} aria-label={model.name}>
      {/* the form page's LCP picture (decision 0043) */}
      <ResponsiveImage src={model.image} alt="" width={400} height={300} slot="card" priority />
      <p className={styles['modelName']}>{model.name}</p>
      <p className={styles['price']}>{intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}</p>
      {model.leasingRateFrom !== null && (
        <p className={styles['muted']}>{intl.formatMessage(messages.leasingFrom, { rate: formatPrice(model.leasingRateFrom, locale) })}</p>
      )}
      {configuration && (
        <section className={styles['configuration']} aria-labelledby="model-configuration-title">
          <h2 id="model-configuration-title">{intl.formatMessage(messages.configuration)}</h2>
          {variant.data && <p>{variant.data.name}</p>}
          <p>{intl.formatMessage(messages.configurationPrice, { price: formatPrice(configuration.price, locale) })}</p>
          <p className={styles['muted']}>{intl.formatMessage(messages.configurationCode, { code: configuration.configurationCode })}</p>
          <p>
            <a href={configuration.pdfUrl} target="_blank" rel="noopener">
              {intl.formatMessage(messages.configurationPdf)}
            </a>
          </p>
        </section>
      )}
    </aside>
  );
}
