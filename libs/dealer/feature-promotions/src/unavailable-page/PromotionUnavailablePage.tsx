import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { HOME_CAMPAIGN_LIMIT } from '@carweb/api-content';
import { dealerPromotionsQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerHref } from '@carweb/platform-routing';
import { specTexts } from '@carweb/shared-util-i18n';
import { currentPromotions } from '../current-promotions';
import { messages } from '../messages';
import type { PromotionUnavailableData } from '../routes/promotion-list-loaders';
import { PromotionTeaserList } from '../teasers/PromotionTeaser';
import styles from '../promotions.module.css';

/**
 * The promotion-not-available page (promotionNotAvailablePage, no-index, no-follow), SPEC §8:
 * - reached from a promotion the dealer service does not have (unknown or expired; the service does not
 *   tell them apart): 'Scheinbar gibt es ein Problem!' and 'Es tut uns leid, die Aktion konnte nicht
 *   gefunden werden. Vermutlich ist sie abgelaufen.';
 * - opened without a promotion (a bookmark, a typed address): 'Es scheint ein Problem zu geben'.
 * Both lead to the current offers: the link to the list, and the newest promotions when there are any.
 */
export default function PromotionUnavailablePage() {
  const intl = useIntl();
  const href = useDealerHref();
  const { dealerId, requested } = useLoaderData() as PromotionUnavailableData;
  const { data } = useQuery(dealerPromotionsQuery(useApiContext(), dealerId));
  const offers = currentPromotions(data ?? []).slice(0, HOME_CAMPAIGN_LIMIT);
  const title = intl.formatMessage(requested ? specTexts.promotionUnavailableTitle : specTexts.promotionProblemTitle);
  return (
    <>
      <title>{title}</title>
      <div className={styles['page']}>
        <div className={styles['message']}>
          <h1 className={styles['title']}>{title}</h1>
          {requested && <p>{intl.formatMessage(specTexts.promotionUnavailableText)}</p>}
          <Link className={styles['moreLink']} to={href('promotions')}>
            {intl.formatMessage(specTexts.currentOffersLink)}
          </Link>
        </div>
        {offers.length > 0 && (
          <section className={styles['group']} aria-labelledby="current-offers-title">
            <h2 id="current-offers-title" className={styles['groupTitle']}>
              {intl.formatMessage(messages.unavailableCurrentOffers)}
            </h2>
            <PromotionTeaserList promotions={offers} />
          </section>
        )}
      </div>
    </>
  );
}
