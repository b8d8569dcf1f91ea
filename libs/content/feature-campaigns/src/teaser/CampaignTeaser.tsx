import { useIntl } from 'react-intl';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { ContentCard, PublishedDate, routerLink, VisuallyHidden, type LinkRenderProps } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { campaignTeaserLink } from './campaign-link';
import { useServesPath } from '@carweb/platform-layout';

export interface CampaignTeaserProps {
  item: CampaignAndNewsPage;
  /** h2 in a list of its own, h3 below a section's heading (default) */
  headingLevel?: 2 | 3;
  /** li: an item of the caller's list (default); article: it stands on its own */
  as?: 'li' | 'article';
}

/**
 * A campaign's or news item's teaser (SPEC §3) as the shared content card: picture, published date, title (the card's
 * one link), short description and the content's call to action. It leads to its teaser override or its own page;
 * another site opens in a new window and says so. An item without any page is not shown.
 */
export function CampaignTeaser({ item, headingLevel = 3, as = 'li' }: CampaignTeaserProps) {
  const intl = useIntl();
  const link = campaignTeaserLink(item, languageOf(intl.locale), useServesPath());
  if (!link) return null;
  const newWindow = intl.formatMessage(messages.opensInNewWindow);
  const renderLink = link.external
    ? ({ href, className, children }: LinkRenderProps) => (
        <a href={href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span aria-hidden="true"> ↗</span>
          <VisuallyHidden> {newWindow}</VisuallyHidden>
        </a>
      )
    : routerLink;
  return (
    <ContentCard
      as={as}
      title={item.title || item.headline}
      href={link.href}
      renderLink={renderLink}
      headingLevel={headingLevel}
      image={item.image}
      imageShape="banner"
      meta={<PublishedDate date={item.publishingDate} />}
      text={item.shortDescription || undefined}
      more={item.ctaText || intl.formatMessage(messages.readMore)}
    />
  );
}
