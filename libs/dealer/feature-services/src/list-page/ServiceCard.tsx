import { Link } from 'react-router-dom';
import type { DealerServiceSummary } from '@carweb/api-contracts';
import styles from '../parts/services.module.css';

/** One service page of the dealer as a card; its title links to the service detail. */
export function ServiceCard({ service, href }: { service: DealerServiceSummary; href: string }) {
  return (
    <li className={styles['card']}>
      {/* the title beside it names the service: the picture is decoration */}
      <img className={styles['cardImage']} src={service.image.url} alt="" width={480} height={270} loading="lazy" />
      <div className={styles['cardBody']}>
        <h3 className={styles['cardTitle']}>
          <Link to={href}>{service.title}</Link>
        </h3>
        <p className={styles['cardText']}>{service.teaser}</p>
      </div>
    </li>
  );
}
