import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import { visuallyHiddenClass } from '../visually-hidden/VisuallyHidden';
import styles from './VehicleCard.module.css';

export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface FirstRegistration {
  month: number;
  year: number;
}

export interface VehicleCardProps {
  href: string;
  /** the feature passes its router link; a plain anchor otherwise */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  imageUrl: string;
  /** '' (default) when the title already says what the image shows */
  imageAlt?: string;
  /** make and model, e.g. "Kia Sportage" */
  title: string;
  /** model type, e.g. "1.6 T-GDi GT-Line" */
  subtitle: string;
  /** MM/YYYY; null for a new vehicle ("Neufahrzeug"), undefined to leave the fact out */
  firstRegistration?: FirstRegistration | null;
  /** km; shown only when a non-zero number */
  mileage?: number | null;
  /** fuel type as the API names it, e.g. "Benzin" */
  fuel?: string;
  price: number;
  /** default CHF */
  currency?: string;
  /** price when new; shown only when higher than the price */
  newPrice?: number | null;
  /** monthly leasing rate; shown only when a non-zero number (the feature leaves it out for a reserved vehicle) */
  leasingRate?: number | null;
  /** combined consumption and CO₂ line, already worded by the feature */
  energy?: string;
  /** slot on the image, e.g. the vehicle tags (reserved, top deal) */
  badges?: ReactNode;
  /** slot on top of the card, outside the link, e.g. watch-list and compare buttons */
  actions?: ReactNode;
  /** slot under the prices, above the card's link, e.g. the fair-price rating a visitor can open */
  rating?: ReactNode;
  /** compact: teaser on the dealer home and in carousels; full: the market list */
  variant?: 'full' | 'compact';
  headingLevel?: 2 | 3;
  /** the page's largest picture (LCP), e.g. the first card of the vehicle list: loaded at once and preloaded */
  priority?: boolean;
}

const anchor = ({ href, className, children }: LinkRenderProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

function facts(props: VehicleCardProps, intl: IntlShape) {
  const locale = languageOf(intl.locale);
  const km = formatNumber(props.mileage, locale);
  const registration = props.firstRegistration;
  return [
    {
      label: intl.formatMessage(messages.factFirstRegistration),
      value:
        registration === undefined
          ? ''
          : registration === null
            ? intl.formatMessage(messages.newVehicle)
            : intl.formatMessage(messages.firstRegistrationValue, {
                month: String(registration.month).padStart(2, '0'),
                year: registration.year,
              }),
    },
    { label: intl.formatMessage(messages.factMileage), value: km ? intl.formatMessage(messages.mileageValue, { km }) : '' },
    { label: intl.formatMessage(messages.factFuel), value: props.fuel ?? '' },
  ].filter((fact) => fact.value);
}

/**
 * One vehicle card for every list of vehicles: the whole card is one link (the title), badges sit on
 * the image, actions on top of the card outside the link. Prices are formatted here (SPEC §9).
 */
export function VehicleCard(props: VehicleCardProps) {
  const intl = useIntl();
  const {
    href,
    renderLink = anchor,
    imageUrl,
    imageAlt = '',
    title,
    subtitle,
    price,
    currency = 'CHF',
    energy,
    badges,
    actions,
    rating,
    variant = 'full',
  } = props;
  const locale = languageOf(intl.locale);
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const newPrice = props.newPrice && props.newPrice > price ? formatPrice(props.newPrice, locale, currency) : '';
  const rate = formatPrice(props.leasingRate, locale, currency);
  const shownFacts = facts(props, intl);
  return (
    <article className={variant === 'compact' ? `${styles['card']} ${styles['compact']}` : styles['card']}>
      <div className={styles['media']}>
        <ResponsiveImage
          className={styles['image']}
          src={imageUrl}
          alt={imageAlt}
          width={400}
          height={300}
          slot="card"
          priority={props.priority}
        />
        {badges && <div className={styles['badges']}>{badges}</div>}
      </div>
      <div className={styles['body']}>
        <Heading className={styles['title']}>{renderLink({ href, className: styles['link'], children: title })}</Heading>
        <p className={styles['subtitle']}>{subtitle}</p>
        {shownFacts.length > 0 && (
          <dl className={styles['facts']}>
            {shownFacts.map((fact) => (
              <div key={fact.label} className={styles['fact']}>
                <dt className={visuallyHiddenClass}>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className={styles['prices']}>
          <p className={styles['price']}>{formatPrice(price, locale, currency)}</p>
          {newPrice && <p className={styles['newPrice']}>{intl.formatMessage(messages.newPrice, { price: newPrice })}</p>}
          {rate && <p className={styles['rate']}>{intl.formatMessage(messages.leasingFrom, { rate })}</p>}
        </div>
        {rating && <div className={styles['rating']}>{rating}</div>}
        {energy && <p className={styles['energy']}>{energy}</p>}
      </div>
      {actions && <div className={styles['actions']}>{actions}</div>}
    </article>
  );
}
