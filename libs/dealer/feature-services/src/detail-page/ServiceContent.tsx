import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { resolveContentLink } from '@carweb/platform-layout';
import { useDealerBase } from '@carweb/platform-routing';
import { PageBuilderBlocks, ResponsiveImage, routerLink } from '@carweb/shared-ui';
import { formatPrice } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from '../parts/services.module.css';

/**
 * What the service page says: its page-builder content ('service-page', SPEC §7) when it has some,
 * else — or when that content failed to load — the service's own headline, text, benefits and price.
 */
export function ServiceContent({ service }: { service: DealerServiceDetail }) {
  const intl = useIntl();
  const api = useApiContext();
  const base = useDealerBase();
  const builderPageId = service.isBuilderIoContent ? service.builderIoPageId : null;
  const builder = useQuery({ ...pageBuilderContentQuery(api, 'service-page', builderPageId ?? ''), enabled: builderPageId !== null });
  const blocks = builder.data?.data.blocks;
  const resolveLink = (link: string) => resolveContentLink(link, base);
  if (blocks?.some((block) => block.component === 'Hero')) {
    return <PageBuilderBlocks blocks={blocks} heroHeadingLevel={1} resolveLink={resolveLink} renderLink={routerLink} />;
  }
  return (
    <>
      <ResponsiveImage className={styles['heroImage']} src={service.image.url} alt="" width={800} height={450} slot="content" priority />
      <h1 className={styles['title']}>{service.headline}</h1>
      {blocks ? (
        <PageBuilderBlocks blocks={blocks} resolveLink={resolveLink} renderLink={routerLink} />
      ) : (
        <>
          <p>{service.description}</p>
          {service.benefits.length > 0 && (
            <section aria-labelledby="benefits-title">
              <h2 className={styles['sectionTitle']} id="benefits-title">
                {intl.formatMessage(messages.benefits)}
              </h2>
              <ul className={styles['benefits']}>
                {service.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {service.priceFrom !== null && (
        <p className={styles['price']}>{intl.formatMessage(messages.priceFrom, { price: formatPrice(service.priceFrom, base.locale) })}</p>
      )}
    </>
  );
}
