import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { dealerPromotionsQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { currentPromotions, promotionsByCategory } from '../current-promotions';
import { messages } from '../messages';
import { PromotionTeaserList, type TeaserPromotion } from '../teasers/PromotionTeaser';
import styles from '../promotions.module.css';

function PromotionGroup({ id, title, promotions }: { id: string; title: string; promotions: TeaserPromotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <section className={styles['group']} aria-labelledby={id}>
      <h2 id={id} className={styles['groupTitle']}>
        {title}
      </h2>
      <PromotionTeaserList promotions={promotions} />
    </section>
  );
}

/** The dealer's current promotions (page type promotionListPage): offers for a vehicle, then for service. */
export default function PromotionListPage() {
  const intl = useIntl();
  const { dealerId } = useLoaderData() as { dealerId: number };
  const { dealerSlug } = useDealerBase();
  const href = useDealerHref();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data } = useQuery(dealerPromotionsQuery(useApiContext(), dealerId));
  const promotions = currentPromotions(data ?? []);
  const { sales, service } = promotionsByCategory(promotions);
  const title = intl.formatMessage(messages.listTitle);
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={`${title} | ${dealer.name}`}
        description={intl.formatMessage(messages.listMetaDescription, { dealerName: dealer.name, city: dealer.city })}
        image={promotions[0]?.image}
        placeholders={{ dealerName: dealer.name }}
      />
      <div className={styles['page']}>
        <header className={styles['header']}>
          <h1 className={styles['title']}>{title}</h1>
          <p className={styles['lead']}>{intl.formatMessage(messages.listIntro, { dealerName: dealer.name })}</p>
        </header>
        {/* the loader put the promotions into the cache; only a story or test renders before they are there */}
        {data === undefined ? null : promotions.length === 0 ? (
          <div className={styles['message']}>
            <p>{intl.formatMessage(messages.noPromotions)}</p>
            <Link to={href()}>{dealer.name}</Link>
          </div>
        ) : (
          <>
            <PromotionGroup id="sales-promotions" title={intl.formatMessage(messages.salesPromotions)} promotions={sales} />
            <PromotionGroup id="service-promotions" title={intl.formatMessage(messages.servicePromotions)} promotions={service} />
          </>
        )}
      </div>
    </>
  );
}
