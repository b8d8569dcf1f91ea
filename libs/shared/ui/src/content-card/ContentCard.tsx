import type { ReactNode } from 'react';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import type { LinkRenderProps } from '../vehicle-card/VehicleCard';
import styles from './ContentCard.module.css';

export interface ContentCardProps {
  /** the card's heading; its link covers the whole card */
  title: string;
  href: string;
  /** the feature passes its router link; a plain anchor otherwise */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  headingLevel?: 2 | 3;
  /** the teaser picture; decorative (`alt=""`): the title names what it shows */
  image: string;
  /** wide: a 16:9 teaser picture (news, services); banner: a 12:5 banner (promotions) */
  imageShape?: 'wide' | 'banner';
  /** a short label above the title, e.g. the promotion's category */
  badge?: string;
  /** a line above the title the feature words itself, e.g. the published date */
  meta?: ReactNode;
  text?: string;
  /** a "read more" text at the bottom; the whole card is the link, so it is only shown (an arrow follows) */
  more?: string;
  /** a note at the bottom, e.g. how long a promotion is valid */
  note?: string;
  /** li: the card is an item of the caller's list; article: it stands on its own (or inside the caller's item) */
  as?: 'li' | 'article';
}

const IMAGE_SIZE = { wide: { width: 480, height: 270 }, banner: { width: 1200, height: 500 } };

const anchor = ({ href, className, children }: LinkRenderProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * One content teaser for news, services and promotions: picture, optional badge or meta line, the title as the one
 * link of the card (its target covers the card: one tab stop, one accessible name), text, and a note or "read more".
 */
export function ContentCard({
  title,
  href,
  renderLink = anchor,
  headingLevel = 3,
  image,
  imageShape = 'wide',
  badge,
  meta,
  text,
  more,
  note,
  as: Root = 'li',
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Root className={styles['card']}>
      <ResponsiveImage className={`${styles['image']} ${styles[imageShape]}`} src={image} alt="" {...IMAGE_SIZE[imageShape]} slot="card" />
      <div className={styles['body']}>
        {badge && <span className={styles['badge']}>{badge}</span>}
        {meta}
        <Heading className={styles['title']}>{renderLink({ href, className: styles['link'], children: title })}</Heading>
        {text && <p className={styles['text']}>{text}</p>}
        {note && <p className={styles['note']}>{note}</p>}
        {more && (
          <span className={styles['more']} aria-hidden="true">
            {more} →
          </span>
        )}
      </div>
    </Root>
  );
}
