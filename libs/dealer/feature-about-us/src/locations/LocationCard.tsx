import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { ResponsiveImage } from '@carweb/shared-ui';
import { LocationContact } from '../contact/LocationContact';
import styles from './locations.module.css';

export interface LocationCardProps {
  location: Dealer;
  /** e.g. "Hauptsitz" above the name */
  kind?: string;
  phone?: string;
  /** the way on: the location's own page, or the head office's about us */
  more?: { href: string; label: string };
}

/** One location in the locations list: picture, name, address, phone, e-mail, today's hours, rating, route. */
export function LocationCard({ location, kind, phone, more }: LocationCardProps) {
  const titleId = useId();
  return (
    <article className={styles['card']} aria-labelledby={titleId}>
      {location.locationImage && (
        <ResponsiveImage className={styles['image']} src={location.locationImage.url} alt="" width={800} height={450} slot="card" />
      )}
      <div className={styles['body']}>
        {kind && <p className={styles['kind']}>{kind}</p>}
        <h2 id={titleId} className={styles['name']}>
          {location.name}
        </h2>
        <LocationContact location={location} phone={phone} titled={false} />
        {more && (
          <p className={styles['more']}>
            <Link to={more.href}>{more.label}</Link>
          </p>
        )}
      </div>
    </article>
  );
}
