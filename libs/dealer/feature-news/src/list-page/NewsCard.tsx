import { useIntl } from 'react-intl';
import type { NewsItem } from '@carweb/api-contracts';
import { ContentCard, PublishedDate, routerLink } from '@carweb/shared-ui';
import { messages } from '../messages';

/** A news item's teaser (SPEC §3 teaser: title, image, subtitle, ctaText) as the shared content card; its title links to the item. */
export function NewsCard({ item, href, headingLevel = 2 }: { item: NewsItem; href: string; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  return (
    <ContentCard
      title={item.teaser.title || item.name}
      href={href}
      renderLink={routerLink}
      headingLevel={headingLevel}
      image={item.teaser.image}
      meta={<PublishedDate date={item.date} />}
      text={item.teaser.subtitle || undefined}
      more={item.teaser.ctaText || intl.formatMessage(messages.readMore)}
    />
  );
}
