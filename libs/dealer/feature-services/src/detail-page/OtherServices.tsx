import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dealerServiceListQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerHref } from '@carweb/platform-routing';
import { messages } from '../messages';
import styles from '../parts/services.module.css';

/** The dealer's other service pages; optional, hidden when the list failed or has no others. */
export function OtherServices({ dealerId, currentId }: { dealerId: number; currentId: string }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data } = useQuery(dealerServiceListQuery(useApiContext(), dealerId));
  const others = data?.filter((service) => service.id !== currentId) ?? [];
  if (others.length === 0) return null;
  return (
    <nav className={styles['box']} aria-labelledby="other-services-title">
      <h2 id="other-services-title">{intl.formatMessage(messages.otherServices)}</h2>
      <ul className={styles['linkList']}>
        {others.map((service) => (
          <li key={service.id}>
            <Link to={href('serviceDetail', service.slug)}>{service.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
