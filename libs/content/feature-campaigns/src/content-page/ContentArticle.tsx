import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import {
  buttonClassName,
  hasPageBuilderButton,
  type PageBuilderBlock,
  PageBuilderBlocks,
  ResponsiveImage,
  PublishedDate,
  routerLink,
  SafeHtml,
} from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { useServesPath } from '@carweb/platform-layout';
import { resolveSiteContentLink } from './content-link';
import styles from './content-page.module.css';

export interface ContentArticleProps {
  item: CampaignAndNewsPage;
  /** its page-builder page's blocks; null: it has none, the item's own fields stand in */
  blocks: readonly PageBuilderBlock[] | null;
}

/**
 * A campaign's or news item's page: its page-builder blocks (the one renderer, rich text through the shared sanitizer),
 * or without them its headline, key visual and long text; then its call to action to the dealer search, unless the
 * builder page brings a button of its own; a link back to its list.
 */
export function ContentArticle({ item, blocks }: ContentArticleProps) {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const serves = useServesPath();
  const resolveLink = (link: string) => resolveSiteContentLink(link, brand, locale, serves);
  const withHero = blocks?.some((block) => block.component === 'Hero') ?? false;
  const ownButton = blocks ? hasPageBuilderButton(blocks, resolveLink) : false;
  const campaign = item.category === 'campaign';
  return (
    <article className={styles['page']}>
      <Link className={styles['back']} to={sitePagePath(brand, locale, campaign ? 'campaigns' : 'news')}>
        <span aria-hidden="true">← </span>
        {intl.formatMessage(campaign ? messages.backToCampaigns : messages.backToNews)}
      </Link>
      <PublishedDate date={item.publishingDate} />
      {blocks && withHero ? (
        <PageBuilderBlocks blocks={blocks} heroHeadingLevel={1} resolveLink={resolveLink} renderLink={routerLink} />
      ) : (
        <>
          {!blocks && item.keyVisual && (
            // the heading names what the key visual shows, unless the editor described it otherwise
            <ResponsiveImage
              className={styles['keyVisual']}
              src={item.keyVisual}
              alt={item.imageAlt === item.headline ? '' : item.imageAlt}
              width={1200}
              height={500}
              slot="content"
              priority
            />
          )}
          <h1 className={styles['title']}>{item.headline || item.title}</h1>
          {blocks ? (
            <PageBuilderBlocks blocks={blocks} resolveLink={resolveLink} renderLink={routerLink} />
          ) : (
            <SafeHtml html={item.longDescription} />
          )}
        </>
      )}
      {!ownButton && (
        <p className={styles['action']}>
          <Link className={buttonClassName()} to={sitePagePath(brand, locale, 'dealerSearch')}>
            {item.ctaText || intl.formatMessage(messages.findDealer)}
          </Link>
        </p>
      )}
    </article>
  );
}
