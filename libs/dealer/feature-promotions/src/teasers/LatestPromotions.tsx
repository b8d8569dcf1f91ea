import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_CAMPAIGN_LIMIT } from '@carweb/api-content';
import { dealerPromotionsQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerHref } from '@carweb/platform-routing';
import { currentPromotions } from '../current-promotions';
import { messages } from '../messages';
import { PromotionTeaserList } from './PromotionTeaser';
import styles from '../promotions.module.css';

/**
 * The dealer home's latest promotions: the newest 4 campaign teasers (SPEC §1, §9) and a link to all.
 * Optional data (decision 0015): hidden while loading, when the call fails and when there are none.
 */
export function LatestPromotions({ dealerId }: { dealerId: number }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data } = useQuery(dealerPromotionsQuery(useApiContext(), dealerId));
  const latest = currentPromotions(data ?? []).slice(0, HOME_CAMPAIGN_LIMIT);
  if (latest.length === 0) return null;
  return (
    <section className={styles['page']} aria-labelledby="latest-promotions-title">
      <h2 id="latest-promotions-title" className={styles['groupTitle']}>
        {intl.formatMessage(messages.latestPromotions)}
      </h2>
      <PromotionTeaserList promotions={latest} />
      <Link className={styles['moreLink']} to={href('promotions')}>
        {intl.formatMessage(messages.allPromotions)}
      </Link>
    </section>
  );
}
