import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Model } from '@carweb/api-contracts';
import { VisuallyHidden } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import type { StockLink } from '../filter/model-links';
import { messages } from '../messages';
import styles from './model-range.module.css';

export interface ModelCardProps {
  model: Model;
  /** unique on the page: the special offer's model is shown twice */
  headingId: string;
  stock: StockLink | null;
  forms: { testDrive: string; offer: string } | null;
  specialOffer?: boolean;
  featured?: boolean;
}

/** One model: picture, name, prices from, and where to go next (its vehicles in stock, test drive, offer). */
export function ModelCard({ model, headingId, stock, forms, specialOffer = false, featured = false }: ModelCardProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const forModel = <VisuallyHidden>: {model.name}</VisuallyHidden>;
  const classes = [styles['card'], specialOffer && styles['cardSpecial'], featured && styles['cardFeatured']].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={headingId}>
      <img className={styles['image']} src={model.image} alt="" width={480} height={270} loading={featured ? 'eager' : 'lazy'} />
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
          {stock?.kind === 'inStock' && (
            <li>
              <Link className={styles['stockLink']} to={stock.href}>
                {intl.formatMessage(messages.inStock, { count: stock.count })}
                {forModel}
              </Link>
            </li>
          )}
          {stock?.kind === 'unknown' && (
            <li>
              <Link className={styles['stockLink']} to={stock.href}>
                {intl.formatMessage(messages.stockUnknown)}
                {forModel}
              </Link>
            </li>
          )}
          {stock?.kind === 'none' && <li className={styles['muted']}>{intl.formatMessage(messages.notInStock)}</li>}
          {forms && (
            <>
              <li>
                <Link className={styles['formLink']} to={forms.testDrive}>
                  {intl.formatMessage(messages.testDrive)}
                  {forModel}
                </Link>
              </li>
              <li>
                <Link className={styles['formLink']} to={forms.offer}>
                  {intl.formatMessage(messages.offer)}
                  {forModel}
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </article>
  );
}
