import { useIntl } from 'react-intl';
import type { Promotion } from '@carweb/api-contracts';
import { useDealerBase } from '@carweb/platform-routing';
import { ContentCard, routerLink } from '@carweb/shared-ui';
import { messages } from '../messages';
import { promotionPath } from '../promotion-paths';
import { useValidUntilText } from './ValidUntil';
import styles from '../promotions.module.css';

export type TeaserPromotion = Pick<
  Promotion,
  'id' | 'slug' | 'slugLocalizations' | 'isServiceTheme' | 'title' | 'shortDescription' | 'image' | 'category' | 'validUntil'
>;

/** A promotion as the shared content card (its banner, category and validity) linked to its page. */
export function PromotionTeaser({ promotion, headingLevel = 3 }: { promotion: TeaserPromotion; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const base = useDealerBase();
  return (
    <ContentCard
      as="article"
      title={promotion.title}
      href={promotionPath(base, promotion)}
      renderLink={routerLink}
      headingLevel={headingLevel}
      image={promotion.image}
      imageShape="banner"
      badge={intl.formatMessage(promotion.category === 'service' ? messages.categoryService : messages.categorySales)}
      text={promotion.shortDescription}
      note={useValidUntilText(promotion.validUntil) ?? undefined}
    />
  );
}

/** Promotions as a grid of cards, a list so screen readers announce how many there are. */
export function PromotionTeaserList({ promotions, headingLevel }: { promotions: readonly TeaserPromotion[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles['teasers']}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionTeaser promotion={promotion} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
