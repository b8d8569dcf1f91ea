import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Promotion } from '@carweb/api-contracts';
import { useDealerBase } from '@carweb/platform-routing';
import { messages } from '../messages';
import { promotionPath } from '../promotion-paths';
import { useValidUntilText } from './ValidUntil';
import styles from '../promotions.module.css';

export type TeaserPromotion = Pick<
  Promotion,
  'id' | 'slug' | 'slugLocalizations' | 'isServiceTheme' | 'title' | 'shortDescription' | 'image' | 'category' | 'validUntil'
>;

/** A promotion as a card linked to its page; the title is the link, the whole card its target. */
export function PromotionTeaser({ promotion, headingLevel = 3 }: { promotion: TeaserPromotion; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const base = useDealerBase();
  const validity = useValidUntilText(promotion.validUntil);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles['teaser']}>
      {/* the title says what the banner shows */}
      <img className={styles['teaserImage']} src={promotion.image} alt="" loading="lazy" width={1200} height={500} />
      <div className={styles['teaserBody']}>
        <span className={styles['category']}>
          {intl.formatMessage(promotion.category === 'service' ? messages.categoryService : messages.categorySales)}
        </span>
        <Heading className={styles['teaserTitle']}>
          <Link className={styles['teaserLink']} to={promotionPath(base, promotion)}>
            {promotion.title}
          </Link>
        </Heading>
        <p className={styles['teaserText']}>{promotion.shortDescription}</p>
        {validity && <p className={styles['validity']}>{validity}</p>}
      </div>
    </article>
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
