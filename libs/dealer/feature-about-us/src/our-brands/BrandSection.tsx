import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BrandPage } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { ResponsiveImage } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from './our-brands.module.css';

export interface BrandSectionProps {
  brandPage: BrandPage;
  /** the dealer's vehicle market filtered by a make (and model); absent where the dealer has no vehicle market */
  marketHref?: (make: string, modelId?: number) => string;
}

/** One brand of the dealer: logo, headline, introduction, highlights and its models with their prices from. */
export function BrandSection({ brandPage, marketHref }: BrandSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const locale = languageOf(intl.locale);
  const { general, highlights, models } = brandPage;
  return (
    <section className={styles['brand']} aria-labelledby={titleId}>
      <div className={styles['head']}>
        <img className={styles['logo']} src={general.logo} alt="" width={240} height={100} loading="lazy" />
        <div>
          <h2 id={titleId} className={styles['name']}>
            {general.name}
          </h2>
          <p className={styles['headline']}>{general.headline}</p>
        </div>
      </div>
      <p>{general.introText}</p>
      {highlights.length > 0 && (
        <ul className={styles['highlights']}>
          {highlights.map((highlight) => (
            <li key={highlight.title}>
              <strong>{highlight.title}</strong> {highlight.text}
            </li>
          ))}
        </ul>
      )}
      {models.length > 0 && (
        <>
          <h3 className={styles['modelsTitle']}>{intl.formatMessage(messages.brandModels, { brand: general.name })}</h3>
          <ul className={styles['models']}>
            {models.map((model) => {
              const content = (
                <>
                  <ResponsiveImage src={model.image} alt="" width={800} height={450} slot="card" />
                  <span className={styles['modelName']}>{model.name}</span>
                  <span>{intl.formatMessage(messages.modelPriceFrom, { price: formatPrice(model.priceFrom, locale) })}</span>
                </>
              );
              return (
                <li key={model.id} className={styles['model']}>
                  {marketHref ? (
                    <Link className={styles['modelBody']} to={marketHref(general.name, model.id)}>
                      {content}
                    </Link>
                  ) : (
                    <div className={styles['modelBody']}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {marketHref && (
        <p className={styles['market']}>
          <Link to={marketHref(general.name)}>{intl.formatMessage(messages.brandVehicles, { brand: general.name })}</Link>
        </p>
      )}
    </section>
  );
}
