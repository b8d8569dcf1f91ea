import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Model } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { ResponsiveImage } from '@carweb/shared-ui';
import type { StockLink } from '../filter/model-links';
import { messages } from '../messages';
import styles from './model-range.module.css';

export interface ModelCardProps {
  model: Model;
  /** unique on the page: the special offer's model is shown twice */
  headingId: string;
  stock: StockLink | null;
  /** the model's page at this dealer ({base}/modelle/{slug}) */
  modelHref: string | null;
  forms: { testDrive: string; offer: string } | null;
  specialOffer?: boolean;
  /** large, at the top of the page (the special offer) */
  featured?: boolean;
  /** the page's largest picture (LCP): loaded at once and preloaded */
  priority?: boolean;
}

/** One model: picture, name, prices from, and where to go next (its page, its vehicles in stock, test drive, offer). */
export function ModelCard({
  model,
  headingId,
  stock,
  modelHref,
  forms,
  specialOffer = false,
  featured = false,
  priority = false,
}: ModelCardProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  // every card has the same link texts: the accessible name says which model (the visible text comes first, WCAG 2.5.3)
  const label = (text: string) => ({ 'aria-label': `${text}: ${model.name}` });
  const classes = [styles['card'], specialOffer && styles['cardSpecial'], featured && styles['cardFeatured']].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={headingId}>
      <ResponsiveImage
        className={styles['image']}
        src={model.image}
        alt=""
        width={480}
        height={270}
        slot={featured ? 'content' : 'card'}
        priority={priority}
      />
      <div className={styles['cardBody']}>
        {specialOffer && <p className={styles['badge']}>{intl.formatMessage(messages.specialOffer)}</p>}
        <h3 className={styles['modelName']} id={headingId}>
          {model.name}
        </h3>
        <p className={styles['price']}>{intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}</p>
        {model.leasingRateFrom !== null && (
          <p className={styles['muted']}>
            {intl.formatMessage(messages.leasingFrom, { rate: formatPrice(model.leasingRateFrom, locale) })}
          </p>
        )}
        <ul className={styles['actions']}>
          {modelHref && (
            <li>
              <Link className={styles['formLink']} to={modelHref} {...label(intl.formatMessage(messages.discover))}>
                {intl.formatMessage(messages.discover)}
              </Link>
            </li>
          )}
          {stock?.kind === 'inStock' && (
            <li>
              <Link
                className={styles['stockLink']}
                to={stock.href}
                {...label(intl.formatMessage(messages.inStock, { count: stock.count }))}
              >
                {intl.formatMessage(messages.inStock, { count: stock.count })}
              </Link>
            </li>
          )}
          {stock?.kind === 'unknown' && (
            <li>
              <Link className={styles['stockLink']} to={stock.href} {...label(intl.formatMessage(messages.stockUnknown))}>
                {intl.formatMessage(messages.stockUnknown)}
              </Link>
            </li>
          )}
          {stock?.kind === 'none' && <li className={styles['muted']}>{intl.formatMessage(messages.notInStock)}</li>}
          {forms && (
            <>
              <li>
                <Link className={styles['formLink']} to={forms.testDrive} {...label(intl.formatMessage(messages.testDrive))}>
                  {intl.formatMessage(messages.testDrive)}
                </Link>
              </li>
              <li>
                <Link className={styles['formLink']} to={forms.offer} {...label(intl.formatMessage(messages.offer))}>
                  {intl.formatMessage(messages.offer)}
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </article>
  );
}
