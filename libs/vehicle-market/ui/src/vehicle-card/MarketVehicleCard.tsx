import type { ReactNode } from 'react';
import { VehicleTags } from '../vehicle-tags/VehicleTags';
import styles from './MarketVehicleCard.module.css';

export type VehicleTagTone = 'reserved' | 'highlight' | 'neutral';

export interface VehicleCardTag {
  label: string;
  tone: VehicleTagTone;
}

export interface VehicleCardFact {
  label: string;
  value: string;
}

export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface MarketVehicleCardProps {
  href: string;
  /** the app passes its router link; a plain anchor otherwise */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  imageUrl: string;
  imageAlt: string;
  /** make and model */
  title: string;
  /** model type */
  subtitle: string;
  /** first registration, km, fuel … already formatted */
  facts: VehicleCardFact[];
  price: string;
  /** e.g. "Neupreis CHF 32'150.–" */
  newPrice?: string;
  /** e.g. "Leasing ab CHF 293.05 / Monat" */
  leasingRate?: string;
  /** combined consumption and CO2 emission, already formatted */
  energy?: string;
  tags?: VehicleCardTag[];
  /** buttons next to the link (watch list, compare); they are not inside the link */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** the first cards of a list load their image eagerly (largest contentful paint) */
  priority?: boolean;
}

const anchor = ({ href, className, children }: LinkRenderProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A vehicle in a list: the whole card is one link (title), the actions sit on top of it. */
export function MarketVehicleCard(props: MarketVehicleCardProps) {
  const { href, renderLink = anchor, imageUrl, imageAlt, title, subtitle, facts, price, newPrice, leasingRate, energy, tags = [], actions } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        <img
          className={styles['image']}
          src={imageUrl}
          alt={imageAlt}
          width={400}
          height={300}
          loading={props.priority ? 'eager' : 'lazy'}
          fetchPriority={props.priority ? 'high' : undefined}
          decoding="async"
        />
        <VehicleTags tags={tags} className={styles['tags']} />
      </div>
      <div className={styles['body']}>
        <Heading className={styles['title']}>
          {renderLink({ href, className: styles['link'], children: title })}
        </Heading>
        <p className={styles['subtitle']}>{subtitle}</p>
        <dl className={styles['facts']}>
          {facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <div key={fact.label} className={styles['fact']}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
        </dl>
        <div className={styles['prices']}>
          <p className={styles['price']}>{price}</p>
          {newPrice && <p className={styles['newPrice']}>{newPrice}</p>}
          {leasingRate && <p className={styles['rate']}>{leasingRate}</p>}
        </div>
        {energy && <p className={styles['energy']}>{energy}</p>}
      </div>
      {actions && <div className={styles['actions']}>{actions}</div>}
    </article>
  );
}
