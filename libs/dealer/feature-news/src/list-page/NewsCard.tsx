import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NewsItem } from '@carweb/api-contracts';
import { messages } from '../messages';
import { PublishedDate } from '../parts/PublishedDate';
import styles from '../parts/news.module.css';

/** A news item's teaser (SPEC §3 teaser: title, image, subtitle, ctaText); its title links to the item. */
export function NewsCard({ item, href, titleAs: Title = 'h2' }: { item: NewsItem; href: string; titleAs?: 'h2' | 'h3' }) {
  const intl = useIntl();
  return (
    <li className={styles['card']}>
      {/* the title names what the teaser picture shows */}
      <img className={styles['cardImage']} src={item.teaser.image} alt="" width={480} height={270} loading="lazy" />
      <div className={styles['cardBody']}>
        <PublishedDate date={item.date} />
        <Title className={styles['cardTitle']}>
          <Link to={href}>{item.teaser.title || item.name}</Link>
        </Title>
        {item.teaser.subtitle && <p className={styles['cardText']}>{item.teaser.subtitle}</p>}
        {/* the whole card is the title's link; this only shows that it leads on */}
        <span className={styles['more']} aria-hidden="true">
          {item.teaser.ctaText || intl.formatMessage(messages.readMore)} →
        </span>
      </div>
    </li>
  );
}
