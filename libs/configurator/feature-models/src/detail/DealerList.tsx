import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import type { BrandWorldDealer } from '../model-detail-queries';
import pageStyles from '../page.module.css';
import styles from './detail.module.css';

export interface DealerListProps {
  id: string;
  title: string;
  intro: string;
  dealers: BrandWorldDealer[];
  /** where each dealer leads on this site, and the link's (unique) text */
  linkOf: (dealer: BrandWorldDealer) => { href: string; text: string };
}

/** The dealers of a brand (brand-world/dealers/{vehicleProfileId}): address, phone and the way to each on this site. */
export function DealerList({ id, title, intro, dealers, linkOf }: DealerListProps) {
  const intl = useIntl();
  return (
    <Section id={id} title={title}>
      <p className={pageStyles['muted']}>{dealers.length > 0 ? intro : intl.formatMessage(messages.noDealers)}</p>
      {dealers.length > 0 && (
        <ul className={styles['dealers']}>
          {dealers.map((dealer) => {
            const link = linkOf(dealer);
            return (
              <li key={dealer.dealerId} className={styles['dealer']}>
                <h3 className={styles['dealerName']}>{dealer.name}</h3>
                <p>{dealer.street}</p>
                <p>
                  {dealer.zip} {dealer.city}
                </p>
                <p>
                  <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`}>{dealer.phone}</a>
                </p>
                <Link className={pageStyles['link']} to={link.href}>
                  {link.text}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
