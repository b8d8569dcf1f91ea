import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import type { Promotion } from '@carweb/api-contracts';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { dealerPromotionQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { resolveContentLink } from '@carweb/platform-layout';
import { useDealerBase, useDealerHref, useRouteEnv } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { useChatPageContent } from '@carweb/platform-tracking';
import { hasPageBuilderButton, PageBuilderBlocks, pageBuilderHero, ResponsiveImage, routerLink, SafeHtml } from '@carweb/shared-ui';
import { WatchlistBar } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { promotionCarFilter } from '../promotion-cars';
import type { PromotionLoaderData } from '../routes/promotion-loader';
import { useValidUntilText } from '../teasers/ValidUntil';
import { CtaLink } from './CtaLink';
import { DealerContactBox } from './DealerContactBox';
import { PromotionCars } from './PromotionCars';
import { promotionCta } from './promotion-cta';
import styles from '../promotions.module.css';

/** A promotion (page types promotionDetailPage and promotionServiceThemePage); the loader made sure it exists. */
export default function PromotionDetailPage() {
  const { dealerId, slug } = useLoaderData() as PromotionLoaderData;
  const { data: promotion } = useQuery(dealerPromotionQuery(useApiContext(), dealerId, slug));
  // its stickyElement decides the sticky chat (SPEC §4)
  useChatPageContent(promotion);
  // a background refetch that fails keeps the cached promotion
  if (!promotion) return null;
  return <PromotionView key={promotion.id} promotion={promotion} />;
}

function PromotionView({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const base = useDealerBase();
  const href = useDealerHref();
  const { brand } = useRouteEnv();
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const builderPageId = promotion.isBuilderIoContent ? promotion.builderIoPageId : null;
  const builder = useQuery({
    ...pageBuilderContentQuery(useApiContext(), 'campaign-and-news-page', builderPageId ?? ''),
    enabled: builderPageId !== null,
  });
  // without builder content (none, or it failed) the promotion's own text stands in
  const blocks = builder.data?.data.blocks ?? null;
  // its first hero is the page's title and banner
  const hero = blocks ? pageBuilderHero(blocks) : undefined;
  const resolveLink = (link: string) => resolveContentLink(link, base);
  const cars = useMemo(
    () => (brand.features.vehicleMarket ? promotionCarFilter(promotion.carFilterId) : null),
    [brand.features.vehicleMarket, promotion.carFilterId],
  );
  const validity = useValidUntilText(promotion.validUntil);
  const title = hero?.headline ?? promotion.title;
  const image = hero?.image || promotion.image;
  const service = promotion.isServiceTheme || promotion.category === 'service';
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={intl.formatMessage(messages.detailMetaTitle, { title, dealerName: dealer.name })}
        description={promotion.shortDescription}
        image={image}
        placeholders={{ dealerName: dealer.name }}
      />
      <article className={styles['page']}>
        <header className={styles['hero']}>
          {/* the heading beside it says what the banner shows, unless the editor described it otherwise */}
          <ResponsiveImage
            className={styles['heroImage']}
            src={image}
            alt={promotion.imageAlt === title ? '' : promotion.imageAlt}
            width={1200}
            height={500}
            slot="content"
            priority
          />
          <div className={styles['heroText']}>
            <span className={styles['category']}>{intl.formatMessage(service ? messages.categoryService : messages.categorySales)}</span>
            <h1 className={styles['title']}>{title}</h1>
            <p className={styles['lead']}>{promotion.shortDescription}</p>
            {validity && <p className={styles['validity']}>{validity}</p>}
            {/* a builder page brings its own call to action */}
            {!(blocks && hasPageBuilderButton(blocks, resolveLink)) && (
              <CtaLink link={promotionCta(promotion, cars !== null, base, dealer)}>{promotion.ctaText}</CtaLink>
            )}
          </div>
        </header>
        <div className={styles['body']}>
          <div>
            {blocks ? (
              <PageBuilderBlocks
                blocks={blocks.filter((block) => block !== hero?.block)}
                resolveLink={resolveLink}
                renderLink={routerLink}
              />
            ) : (
              <SafeHtml html={promotion.longDescription} />
            )}
            <Link className={styles['moreLink']} to={href('promotions')}>
              {intl.formatMessage(messages.allPromotions)}
            </Link>
          </div>
          <DealerContactBox dealer={dealer} title={service ? intl.formatMessage(messages.servicePartner) : dealer.name} />
        </div>
        {cars && <PromotionCars filter={cars} dealerSlug={dealer.slug} />}
      </article>
      {cars && <WatchlistBar />}
    </>
  );
}
